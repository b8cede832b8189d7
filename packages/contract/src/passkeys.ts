import { z } from 'zod';
import { text } from './text';
import { endpoint } from './endpoint';
import { sessionResponse } from './auth';
import { okResponse } from './ok';

/**
 * Passkeys (WebAuthn) behind the settings' fingerprint and face unlock. Options pass
 * through as the browser library expects them; credentials are checked for shape here and
 * cryptographically by the server.
 */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'base64url');
const credentialId = base64url.min(16).max(1_024);

export const passkeyOptions = z
  .looseObject({ challenge: base64url })
  .describe('PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON')
  .meta({ id: 'PasskeyOptions' });

const credentialBase = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const registerPasskeyBody = z
  .object({
    credential: z.object({
      ...credentialBase,
      response: z.looseObject({
        clientDataJSON: base64url.max(8_192),
        attestationObject: base64url.max(65_536),
        transports: z.array(text().max(32)).max(8).optional(),
      }),
    }),
  })
  .meta({ id: 'RegisterPasskey' });

export const passkeySignInBody = z
  .object({
    credential: z.object({
      ...credentialBase,
      response: z.looseObject({
        clientDataJSON: base64url.max(8_192),
        authenticatorData: base64url.max(8_192),
        signature: base64url.max(2_048),
        userHandle: base64url.max(256).optional(),
      }),
    }),
  })
  .meta({ id: 'PasskeySignIn' });

export const passkeyInfo = z
  .object({ id: z.string(), createdAt: z.string().describe('ISO 8601') })
  .meta({ id: 'Passkey' });

export const passkeyList = z.object({ items: z.array(passkeyInfo) }).meta({ id: 'PasskeyList' });

export const passkeyIdParams = z.object({ id: credentialId });

export type RegisterPasskeyBody = z.infer<typeof registerPasskeyBody>;
export type PasskeySignInBody = z.infer<typeof passkeySignInBody>;
export type PasskeyInfo = z.infer<typeof passkeyInfo>;

export const passkeyRegistrationOptions = endpoint({
  method: 'POST',
  path: '/api/passkeys/register/options',
  tags: ['passkeys'],
  summary: 'Start registering this device (fingerprint or face unlock)',
  response: passkeyOptions,
  errors: [400, 401, 403, 404],
});

export const registerPasskey = endpoint({
  method: 'POST',
  path: '/api/passkeys/register/verify',
  tags: ['passkeys'],
  summary: 'Finish registering: store the verified passkey',
  body: registerPasskeyBody,
  response: passkeyInfo,
  errors: [400, 401, 403, 404],
});

export const passkeySignInOptions = endpoint({
  method: 'POST',
  path: '/api/passkeys/login/options',
  tags: ['passkeys'],
  summary: 'Start signing in with a passkey',
  response: passkeyOptions,
  errors: [400, 401, 403, 404],
});

export const signInWithPasskey = endpoint({
  method: 'POST',
  path: '/api/passkeys/login/verify',
  tags: ['passkeys'],
  summary: 'Finish signing in with a passkey: a normal session',
  body: passkeySignInBody,
  response: sessionResponse,
  errors: [400, 401, 403, 404],
});

export const listPasskeys = endpoint({
  method: 'GET',
  path: '/api/passkeys',
  tags: ['passkeys'],
  summary: 'My passkeys',
  response: passkeyList,
  errors: [400, 401, 403, 404],
});

export const removePasskey = endpoint({
  method: 'DELETE',
  path: '/api/passkeys/:id',
  tags: ['passkeys'],
  summary: 'Remove one of my passkeys',
  params: passkeyIdParams,
  response: okResponse,
  errors: [400, 401, 403, 404],
});
