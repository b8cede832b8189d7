import { createRemoteJWKSet, errors, importPKCS8, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { AppError } from '../../errors';
import { callProvider, field } from './http';
import type { SignInProvider } from './provider';
import type { AppleSettings } from './settings';

/** The issuer of Apple's ID tokens, whatever address its keys and token endpoint are read from. */
export const APPLE_ISSUER = 'https://appleid.apple.com';
/** How long our signed client secret lives: it is made afresh for each code. */
const CLIENT_SECRET_LIFETIME = '5m';

/** The name Apple sends once, as `user` in the first form_post: `{"name":{"firstName","lastName"}}`. */
export function nameFromAppleUser(user: string | undefined): string | undefined {
  if (!user) return undefined;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const first = typeof parsed.name?.firstName === 'string' ? parsed.name.firstName.trim() : '';
    const last = typeof parsed.name?.lastName === 'string' ? parsed.name.lastName.trim() : '';
    // Chinese, Japanese and Korean names are written family name first, without a space.
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(first + last);
    const name = cjk ? `${last}${first}` : `${first} ${last}`.trim();
    return name || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sign in with Apple (OpenID Connect): the browser comes back by form_post to our callback; the
 * code is traded at `/auth/token` with a client secret we sign (ES256, the team's key), and the
 * ID token is verified against Apple's published keys (`/auth/keys`): signature, issuer, our
 * client id as audience, expiry and the nonce of this sign-in. The e-mail address in it is
 * never used to find an account.
 */
export function createAppleProvider(settings: AppleSettings, timeoutMs: number): SignInProvider {
  const keys = createRemoteJWKSet(new URL(`${settings.baseUrl}/auth/keys`), {
    timeoutDuration: timeoutMs,
    cooldownDuration: 30_000,
  });
  let signingKey: Promise<CryptoKey> | undefined;

  const clientSecret = async () => {
    signingKey ??= importPKCS8(settings.privateKey, 'ES256');
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: settings.keyId })
      .setIssuer(settings.teamId)
      .setSubject(settings.clientId)
      .setAudience(APPLE_ISSUER)
      .setIssuedAt()
      .setExpirationTime(CLIENT_SECRET_LIFETIME)
      .sign(await signingKey);
  };

  const verify = async (idToken: string, nonce: string) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: APPLE_ISSUER,
        audience: settings.clientId,
        algorithms: ['RS256'],
      });
      if (payload.nonce !== nonce || typeof payload.sub !== 'string' || payload.sub === '') {
        throw new AppError('OAUTH_ID_TOKEN_INVALID');
      }
      return payload.sub;
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Apple's keys could not be fetched in time: Apple is down, not the token forged.
      const unreachable = error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError);
      throw new AppError(unreachable ? 'LOGIN_PROVIDER_UNAVAILABLE' : 'OAUTH_ID_TOKEN_INVALID');
    }
  };

  return {
    id: 'apple',
    // Not in Apple's REST documentation, but its server honours it: a code whose authorisation
    // carried a challenge is traded only with the matching verifier (decision 0024).
    pkce: true,

    authorizationUrl({ state, nonce, codeChallenge }) {
      const query = new URLSearchParams({
        response_type: 'code',
        response_mode: 'form_post',
        client_id: settings.clientId,
        redirect_uri: settings.callbackUrl,
        scope: 'name email',
        state,
        nonce,
        ...(codeChallenge && { code_challenge: codeChallenge, code_challenge_method: 'S256' }),
      });
      return `${settings.baseUrl}/auth/authorize?${query}`;
    },

    async profile(code, { nonce, codeVerifier }, { user }) {
      const token = await callProvider(`${settings.baseUrl}/auth/token`, {
        timeoutMs,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: settings.clientId,
          client_secret: await clientSecret(),
          code,
          grant_type: 'authorization_code',
          redirect_uri: settings.callbackUrl,
          ...(codeVerifier && { code_verifier: codeVerifier }),
        }),
      });
      const error = field(token, 'error');
      // invalid_client is our own key or id refused: the sign-in cannot work until an operator acts.
      if (error) throw new AppError(error === 'invalid_grant' ? 'OAUTH_CODE_INVALID' : 'LOGIN_PROVIDER_UNAVAILABLE');
      const idToken = field(token, 'id_token');
      if (!idToken) throw new AppError('LOGIN_PROVIDER_UNAVAILABLE');
      return { subject: await verify(idToken, nonce), nickname: nameFromAppleUser(user) };
    },
  };
}
