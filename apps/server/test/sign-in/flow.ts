import type { ThirdPartyProvider } from '@tarot/contract/app-config';
import { SIGN_IN_RETURN_PAGE } from '@tarot/contract/identities';
import type { TestServer } from '../harness';
import type { Person, StandIns } from './stand-ins';

/** What the provider sends back to our web page: the code, the state and Apple's first-time name. */
export interface Return {
  readonly code: string;
  readonly state: string;
  readonly user?: string;
}

/** The hidden fields of Apple's auto-submitting form_post page. */
const formFields = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name!,
      value!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ]),
  );

/**
 * A browser's way through a sign-in up to our web page: start, the provider's page (which
 * approves at once for `person`), our callback, and the page address it forwards to.
 */
export async function approveAt(
  server: TestServer,
  standIns: StandIns,
  provider: ThirdPartyProvider,
  person: Person,
  { headers = {}, body = {} }: { headers?: Record<string, string>; body?: Record<string, unknown> } = {},
): Promise<Return> {
  standIns.signInAs(provider, person);
  const started = await server.app.inject({
    method: 'POST',
    url: `/api/auth/oauth/${provider}/start`,
    headers,
    payload: body,
  });
  if (started.statusCode !== 200) throw new Error(`start: ${started.body}`);
  const atProvider = await fetch(started.json().url as string, { redirect: 'manual' });
  const back =
    provider === 'apple'
      ? await server.app.inject({
          method: 'POST',
          url: `/api/auth/oauth/apple/callback`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(formFields(await atProvider.text())).toString(),
        })
      : await server.app.inject({
          method: 'GET',
          url: (() => {
            const location = new URL(atProvider.headers.get('location')!);
            return `${location.pathname}${location.search}`;
          })(),
        });
  const page = back.headers.location as string;
  if (!page?.startsWith(`/tarot/#${SIGN_IN_RETURN_PAGE}?provider=${provider}&`))
    throw new Error(`callback went to ${page}`);
  const query = new URLSearchParams(page.slice(page.indexOf('?') + 1));
  return {
    code: query.get('code')!,
    state: query.get('state')!,
    ...(query.get('user') ? { user: query.get('user')! } : {}),
  };
}

export const finish = (
  server: TestServer,
  provider: ThirdPartyProvider,
  back: Return,
  headers: Record<string, string> = {},
) =>
  server.app.inject({
    method: 'POST',
    url: `/api/auth/oauth/${provider}/finish`,
    headers,
    payload: back,
    remoteAddress: '10.9.0.1',
  });
