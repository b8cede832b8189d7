import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../../errors';

/** Token lifetime and the window in which a response renews it (the spec's uni-id defaults). */
export const TOKEN_LIFETIME_SECONDS = 7_200;
export const RENEW_WITHIN_SECONDS = 3_600;

export interface TokenClaims {
  readonly uid: string;
  readonly role: readonly string[];
  readonly permission: readonly string[];
  /** The user's token version when signed; a bump on the user revokes the token. */
  readonly ver: number;
  /** The session (signed-in device) the token belongs to: a logout revokes it alone. */
  readonly sid: string;
  /** Expiry, seconds since the epoch. */
  readonly exp: number;
}

export interface IssuedToken {
  readonly token: string;
  /** Expiry in milliseconds, as the client stores it (`uni_id_token_expired`). */
  readonly tokenExpired: number;
}

const ALGORITHM = 'HS256';

export interface TokenService {
  issue(claims: Omit<TokenClaims, 'exp'>): Promise<IssuedToken>;
  /** Verifies signature (HS256 only, so `alg: none` and every other algorithm fail) and expiry. */
  verify(token: string): Promise<TokenClaims>;
}

export function createTokenService(secret: string, now: () => number = Date.now): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ uid, role, permission, ver, sid }) {
      const exp = Math.floor(now() / 1000) + TOKEN_LIFETIME_SECONDS;
      const token = await new SignJWT({ uid, role: [...role], permission: [...permission], ver, sid })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setExpirationTime(exp)
        .setIssuedAt(Math.floor(now() / 1000))
        .sign(key);
      return { token, tokenExpired: exp * 1000 };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: new Date(now()),
        });
        const { uid, role, permission, ver, sid, exp } = payload as Partial<TokenClaims>;
        if (
          typeof uid !== 'string' ||
          !Array.isArray(role) ||
          !Array.isArray(permission) ||
          typeof ver !== 'number' ||
          // Tokens from before sessions existed name none: their holders sign in once more.
          typeof sid !== 'string' ||
          typeof exp !== 'number'
        ) {
          throw new AppError('uni-id-check-token-failed');
        }
        return { uid, role, permission, ver, sid, exp };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new AppError('uni-id-token-expired');
        if (error instanceof AppError) throw error;
        throw new AppError('uni-id-check-token-failed');
      }
    },
  };
}
