import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ThirdPartyProvider } from '@tarot/contract/app-config';
import type { SharedState } from '../../providers/shared-state/shared-state';

/** How long a started sign-in may take at the provider (a QR code scanned, a password typed). */
export const SIGN_IN_STATE_LIFETIME_MS = 10 * 60_000;

/** What a started sign-in needs when the provider's code comes back. */
export interface SignInRecord {
  readonly provider: ThirdPartyProvider;
  /** Set when a signed-in member links the identity instead of signing in with it. */
  readonly linkTo?: string | undefined;
  readonly nonce: string;
  readonly app?: string | undefined;
  /** PKCE's verifier, where the provider takes PKCE; its challenge went to the provider. */
  readonly codeVerifier?: string | undefined;
  /** The page of our app to land on. */
  readonly redirect: string;
  readonly inviteCode?: string | undefined;
  /** Started over HTTPS: the browser holds the cookie too, and must show it back. */
  readonly cookieBound: boolean;
}

/**
 * The `state` of a sign-in: a random id with our HMAC (so a made-up state is refused before
 * any lookup), standing for a record kept server-side in the shared state for ten minutes and
 * taken in one atomic step (Redis GETDEL or the process's map): each state finishes at most
 * one sign-in, on whichever instance the browser comes back to.
 */
export function createSignInStates(state: SharedState, secret: string) {
  const mac = (id: string) => createHmac('sha256', secret).update(`sign-in-state:${id}`).digest('base64url');
  const key = (id: string) => `sign-in-state:${id}`;

  return {
    async issue(record: SignInRecord): Promise<{ state: string; id: string }> {
      const id = randomBytes(24).toString('base64url');
      await state.put(key(id), JSON.stringify(record), SIGN_IN_STATE_LIFETIME_MS);
      return { state: `${id}.${mac(id)}`, id };
    },

    /** The record of a genuine, live, unused state, used up now; undefined otherwise. */
    async take(token: string): Promise<{ record: SignInRecord; id: string } | undefined> {
      const [id = '', signature = ''] = token.split('.');
      const expected = Buffer.from(mac(id));
      const given = Buffer.from(signature);
      if (!id || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const stored = await state.take(key(id));
      return stored === undefined ? undefined : { record: JSON.parse(stored) as SignInRecord, id };
    },
  };
}

export type SignInStates = ReturnType<typeof createSignInStates>;
