import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { RealNameProvider } from '../../providers/realname';
import type { SharedState } from '../../providers/shared-state/shared-state';
import { createCodeService } from '../auth/codes';
import { createCodeRepo } from '../auth/code-repo';
import { createLoginLimiter } from '../auth/login-limiter';
import type { AuthService } from '../auth/service';
import type { SessionService } from '../sessions/service';
import type { UserRepo } from '../users/repo';
import { userRoutes } from './routes';
import { createUserService } from './service';

export interface UserModuleOptions {
  readonly db: Database;
  readonly users: UserRepo;
  readonly sessions: SessionService;
  readonly state: SharedState;
  readonly sendCode: AuthService['sendSmsCode'];
  readonly realNames: RealNameProvider | undefined;
  readonly serverSecret: string;
}

/** The member centre: profile, mobile, password, real name and closing the account. */
export async function registerUser(
  app: FastifyInstance,
  { db, users, sessions, state, sendCode, realNames, serverSecret }: UserModuleOptions,
): Promise<void> {
  const service = createUserService({
    users,
    sessions,
    codes: createCodeService(createCodeRepo(db), serverSecret),
    sendCode,
    limiter: createLoginLimiter(state, 'change-password'),
    realNames,
    serverSecret,
  });
  await app.register(userRoutes, { service });
}
