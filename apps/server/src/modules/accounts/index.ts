import { defineModule } from '../../container/define-module';
import { createEmailProvider } from '../../providers/email';
import { createSmsProvider } from '../../providers/sms';
import { createSessionRepo } from './sessions/repo';
import { createSessionService, type SessionService } from './sessions/service';
import { createUserRepo, type RegistrationHook, type UserRepo } from './users/repo';
import { createCodeService } from './auth/codes';
import { createCodeRepo } from './auth/code-repo';
import { devInboxRoutes } from './auth/dev-inbox';
import { createGuard, type Guard } from './auth/guard';
import { createLoginLimiter } from './auth/login-limiter';
import { authRoutes } from './auth/routes';
import { createAuthService, type AuthService } from './auth/service';
import type { CloseSocketsOf } from './auth/signed-out';
import { createTokenService, type TokenService } from './auth/tokens';

/** What the accounts module answers the modules that depend on it. */
export interface Accounts {
  readonly guard: Guard;
  readonly users: UserRepo;
  readonly tokens: TokenService;
  readonly sessions: SessionService;
  readonly auth: AuthService;
  /** Tells every sign-out listener that a member signed out (a ban does this too). */
  readonly closeSocketsOf: CloseSocketsOf;
  /** Adds work to every registration, in its transaction: points pays the inviter this way. */
  onRegistered(hook: RegistrationHook): void;
  /** Called once each sign-out is stored: push ends the member's sockets this way. */
  onSignedOut(listener: CloseSocketsOf): void;
}

declare module '../../container/define-module' {
  interface ModuleExports {
    accounts: Accounts;
  }
}

/** Accounts: users, sessions, the login guard, sign-in, registration and codes. */
export const accountsModule = defineModule({
  name: 'accounts',
  dependsOn: [],
  async register(app, { platform }) {
    const { config, database, secrets, state, developmentInbox } = platform;
    const { db } = database;
    app.decorateRequest('auth', null);
    const registrationHooks: RegistrationHook[] = [];
    const signOutListeners: CloseSocketsOf[] = [];
    // A sign-out is stored whatever becomes of its listeners (a missed socket is caught at its next packet).
    const closeSocketsOf: CloseSocketsOf = async (who) => {
      for (const listener of signOutListeners) {
        await listener(who).catch((error: unknown) => app.log.error({ err: error }, 'push sign-out'));
      }
    };
    const users = createUserRepo(db);
    const tokens = createTokenService(secrets.tokenSecret);
    const sessions = createSessionService(createSessionRepo(db), tokens, closeSocketsOf);
    const sms = createSmsProvider(config.smsWebhook, developmentInbox, () => app.log);
    const email = createEmailProvider(config.smtp, developmentInbox, () => app.log);
    app.addHook('onClose', async () => email.close());
    const auth = createAuthService({
      users,
      sessions,
      limiter: createLoginLimiter(state, 'sign-in'),
      codes: createCodeService(createCodeRepo(db), secrets.tokenSecret),
      sms: sms.provider,
      email: email.provider,
      onRegistered: async (user, tx) => {
        for (const hook of registrationHooks) await hook(user, tx);
      },
    });
    const guard = createGuard({ tokens, users, sessions });
    await app.register(authRoutes, { service: auth, sessions, guard });
    if (developmentInbox) {
      await app.register(devInboxRoutes, { sources: [sms.messagesTo, email.messagesTo] });
    }
    return {
      guard,
      users,
      tokens,
      sessions,
      auth,
      closeSocketsOf,
      onRegistered: (hook) => registrationHooks.push(hook),
      onSignedOut: (listener) => signOutListeners.push(listener),
    };
  },
});
