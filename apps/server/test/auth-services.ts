import { createCodeService } from '../src/modules/accounts/auth/codes';
import { createCodeRepo } from '../src/modules/accounts/auth/code-repo';
import { createLoginLimiter } from '../src/modules/accounts/auth/login-limiter';
import { createUserRepo, type RegistrationHook } from '../src/modules/accounts/users/repo';
import { createAuthService } from '../src/modules/accounts/auth/service';
import { createTokenService } from '../src/modules/accounts/auth/tokens';
import { createSessionRepo } from '../src/modules/accounts/sessions/repo';
import { createSessionService } from '../src/modules/accounts/sessions/service';
import { createUserService } from '../src/modules/accounts/member/service';
import { createMemoryState } from '../src/providers/shared-state/memory-state';
import type { SharedState } from '../src/providers/shared-state/shared-state';
import { TEST_TOKEN_SECRET, type TestServer } from './harness';

/**
 * The auth and user services wired as the app wires them, over a test server's database, so a
 * test can drive them without HTTP (and without any per-address HTTP limit in front) and can
 * swap the registration hook. Codes use the server's secret: those issued here pass there too.
 */
export function authServices(
  server: TestServer,
  { state = createMemoryState(), onRegistered }: { state?: SharedState; onRegistered?: RegistrationHook } = {},
) {
  const db = server.database.db;
  const users = createUserRepo(db);
  const tokens = createTokenService(TEST_TOKEN_SECRET);
  const codes = createCodeService(createCodeRepo(db), TEST_TOKEN_SECRET);
  const sessions = createSessionService(createSessionRepo(db), tokens, server.app.push.closeSocketsOf);
  const auth = createAuthService({
    users,
    sessions,
    limiter: createLoginLimiter(state, 'sign-in'),
    codes,
    sms: undefined,
    email: undefined,
    ...(onRegistered ? { onRegistered } : {}),
  });
  const user = createUserService({
    users,
    sessions,
    codes,
    sendCode: auth.sendSmsCode,
    limiter: createLoginLimiter(state, 'change-password'),
    realNames: undefined,
    serverSecret: TEST_TOKEN_SECRET,
  });
  return { auth, user, users, codes };
}
