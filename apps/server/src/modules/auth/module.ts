import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createEmailProvider } from '../../providers/email';
import type { SharedState } from '../../providers/shared-state/shared-state';
import { createSmsProvider } from '../../providers/sms';
import type { RegistrationHook, UserRepo } from '../users/repo';
import { createCodeService } from './codes';
import { createCodeRepo } from './code-repo';
import { devInboxRoutes } from './dev-inbox';
import { authGuard } from './guard';
import { createLoginLimiter } from './login-limiter';
import { authRoutes } from './routes';
import { createAuthService, type AuthService } from './service';
import type { TokenService } from './tokens';
import type { SessionService } from '../sessions/service';

export interface AuthModuleOptions {
  readonly db: Database;
  readonly users: UserRepo;
  readonly tokens: TokenService;
  readonly sessions: SessionService;
  readonly state: SharedState;
  readonly config: Pick<Config, 'smsWebhook' | 'smtp'>;
  /** Codes go to the development inbox (and the log) instead of real SMS and e-mail. */
  readonly developmentInbox: boolean;
  readonly serverSecret: string;
  readonly onRegistered: RegistrationHook;
}

/**
 * Sign-in, registration and codes. The guard comes first: every route registered after it
 * can require a login or a permission. Answers the service, whose code sending the member
 * centre reuses.
 */
export async function registerAuth(
  app: FastifyInstance,
  { db, users, tokens, sessions, state, config, developmentInbox, serverSecret, onRegistered }: AuthModuleOptions,
): Promise<AuthService> {
  await app.register(authGuard, { tokens, users, sessions });
  const sms = createSmsProvider(config.smsWebhook, developmentInbox, () => app.log);
  const email = createEmailProvider(config.smtp, developmentInbox, () => app.log);
  app.addHook('onClose', async () => email.close());
  const service = createAuthService({
    users,
    sessions,
    limiter: createLoginLimiter(state, 'sign-in'),
    codes: createCodeService(createCodeRepo(db), serverSecret),
    sms: sms.provider,
    email: email.provider,
    onRegistered,
  });
  await app.register(authRoutes, { service, sessions });
  if (developmentInbox) {
    await app.register(devInboxRoutes, { sources: [sms.messagesTo, email.messagesTo] });
  }
  return service;
}
