/**
 * Third-party sign-in (WeChat, QQ, Apple, Xiaomi) and the identities linked to an account
 * (decision 0024). The browser starts at `start`, goes to the provider, comes back through the
 * server's callback to the web page SIGN_IN_RETURN_PAGE, which hands the code to `finish`.
 */
import { z } from 'zod';
import { thirdPartyProvider } from './app-config';
import { sessionResponse } from './auth';
import { endpoint } from './endpoint';
import { okResponse } from './ok';
import { text } from './text';

/** The web page (a hash route) the callback forwards the provider's answer to, with `provider`. */
export const SIGN_IN_RETURN_PAGE = '/uni_modules/uni-id-pages/pages/login/oauth-return';

export const providerParams = z.object({ provider: thirdPartyProvider });

/** A page of our own app (a hash route such as `/me`), never another site. */
export const ownPage = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\s]*$/, 'a path of this app, starting with one /');

export const startSignInBody = z
  .object({
    redirect: ownPage.optional().describe('The page to land on afterwards; the home page when left out'),
    inviteCode: text().trim().max(40).optional().describe('Applies when this sign-in creates the account'),
    inWeChat: z.boolean().optional().describe("Opened in WeChat's browser: its 公众号 sign-in, when configured"),
    link: z.boolean().optional().describe('Link the identity to the signed-in account instead of signing in'),
  })
  .meta({ id: 'StartSignIn' });

export const startSignInResponse = z
  .object({ url: z.string().describe("The provider's sign-in page to open") })
  .meta({ id: 'SignInStarted' });

export const finishSignInBody = z
  .object({
    code: z.string().min(1).max(2048),
    state: z.string().min(1).max(256),
    user: z
      .string()
      .max(2048)
      .optional()
      .describe("Apple's form_post `user` (the name, sent on the first sign-in only)"),
  })
  .meta({ id: 'FinishSignIn' });

export const finishSignInResponse = z
  .discriminatedUnion('kind', [
    sessionResponse.extend({ kind: z.literal('signed-in'), redirect: z.string() }),
    z.object({ kind: z.literal('linked'), provider: thirdPartyProvider, redirect: z.string() }),
  ])
  .meta({ id: 'SignInFinished' });

export const linkedIdentity = z
  .object({ provider: thirdPartyProvider, linkedAt: z.iso.datetime() })
  .meta({ id: 'LinkedIdentity' });

export const linkedIdentityList = z.object({ identities: z.array(linkedIdentity) }).meta({ id: 'LinkedIdentities' });

export type StartSignInBody = z.infer<typeof startSignInBody>;
export type FinishSignInBody = z.infer<typeof finishSignInBody>;
export type FinishSignInResponse = z.infer<typeof finishSignInResponse>;
export type LinkedIdentity = z.infer<typeof linkedIdentity>;

export const startSignIn = endpoint({
  method: 'POST',
  path: '/api/auth/oauth/:provider/start',
  tags: ['accounts'],
  summary: "Start a third-party sign-in (or, signed in with `link`, a link): the provider's page to open",
  params: providerParams,
  body: startSignInBody,
  response: startSignInResponse,
  errors: [400, 401, 403, 404, 429],
});

export const finishSignIn = endpoint({
  method: 'POST',
  path: '/api/auth/oauth/:provider/finish',
  tags: ['accounts'],
  summary: "Finish a third-party sign-in with the provider's code: a session, or the identity linked",
  description:
    'The state is single-use and lives ten minutes. An identity already linked to another account is refused ' +
    '(409 IDENTITY_LINKED_ELSEWHERE); a provider that does not answer is 503 LOGIN_PROVIDER_UNAVAILABLE.',
  params: providerParams,
  body: finishSignInBody,
  response: finishSignInResponse,
  errors: [400, 401, 403, 404, 409, 429, 503],
});

export const oauthCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});

export const oauthCallback = endpoint({
  method: 'GET',
  path: '/api/auth/oauth/:provider/callback',
  tags: ['accounts'],
  summary: "The provider's redirect back: forwards the code and state to the web page that finishes it",
  params: providerParams,
  query: oauthCallbackQuery,
  errors: [400],
});

export const appleFormPostBody = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  user: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
});

export const appleCallback = endpoint({
  method: 'POST',
  path: '/api/auth/oauth/apple/callback',
  tags: ['accounts'],
  summary: "Apple's form_post back: forwards the code, state and first-time name to the web page that finishes it",
  body: appleFormPostBody,
  consumes: ['application/x-www-form-urlencoded'],
  errors: [400],
});

export const listIdentities = endpoint({
  method: 'GET',
  path: '/api/user/identities',
  tags: ['accounts'],
  summary: 'The third-party accounts linked to mine',
  response: linkedIdentityList,
  errors: [400, 401, 403],
});

export const unlinkIdentity = endpoint({
  method: 'DELETE',
  path: '/api/user/identities/:provider',
  tags: ['accounts'],
  summary: 'Unlink a third-party account; refused when it is the last way to sign in (409 IDENTITY_LAST_SIGN_IN)',
  params: providerParams,
  response: okResponse,
  errors: [400, 401, 403, 404, 409],
});
