import { WEBAUTHN_DEFAULTS } from '../../config';
import { defineModule } from '../../container/define-module';
import { createEmailProvider } from '../../providers/email';
import { createJiguangVerifier } from '../../providers/one-tap/one-tap';
import { createDevRealNameProvider } from '../../providers/realname';
import { PROVIDER_TIMEOUT_MS } from '../../providers/sign-in/settings';
import { createSmsProvider } from '../../providers/sms';
import { adminUserRoutes } from './admin/users-routes';
import { createAdminUserService } from './admin/users-service';
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
import { userRoutes } from './member/routes';
import { createUserService } from './member/service';
import { oneTapRoutes } from './one-tap/routes';
import { createPasskeyRepo } from './passkeys/repo';
import { passkeyRoutes } from './passkeys/routes';
import { createPasskeyService } from './passkeys/service';

export type { AuthContext, Guard, LoginGuard } from './auth/guard';
export { guardedRoutes, type SignedInRequest } from './auth/guarded-routes';
export type { AuthService } from './auth/service';
export type { CloseSocketsOf, SignedOut } from './auth/signed-out';
export type { TokenService } from './auth/tokens';
export type { SessionService } from './sessions/service';
export { toProfile } from './users/profile';
export type { RegistrationHook, UserRepo } from './users/repo';

/** What the accounts module answers the modules that depend on it. */
export interface Accounts {
  readonly guard: Guard;
  readonly users: UserRepo;
  readonly tokens: TokenService;
  readonly sessions: SessionService;
  readonly auth: AuthService;
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

/**
 * Accounts: users, sessions and the login guard; sign-in and registration by password, code,
 * passkey and one-tap; the member centre; the console's user pages. One code service serves
 * sign-in and the member centre alike.
 */
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
    const codes = createCodeService(createCodeRepo(db), secrets.tokenSecret);
    const auth = createAuthService({
      users,
      sessions,
      limiter: createLoginLimiter(state, 'sign-in'),
      codes,
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
    const member = createUserService({
      users,
      sessions,
      codes,
      sendCode: auth.sendSmsCode,
      limiter: createLoginLimiter(state, 'change-password'),
      realNames: developmentInbox ? createDevRealNameProvider() : undefined,
      serverSecret: secrets.tokenSecret,
    });
    await app.register(userRoutes, { service: member, guard });
    const passkeys = createPasskeyService({
      passkeys: createPasskeyRepo(db),
      users,
      sessions,
      relyingParty: config.webauthn ?? WEBAUTHN_DEFAULTS,
      rpName: '塔罗星座元宇宙',
      state,
    });
    await app.register(passkeyRoutes, { service: passkeys, guard });
    const verifier =
      config.oneTap && createJiguangVerifier(config.oneTap, config.signIn?.timeoutMs ?? PROVIDER_TIMEOUT_MS);
    await app.register(oneTapRoutes, { verifier, auth });
    await app.register(adminUserRoutes, { service: createAdminUserService(users, closeSocketsOf), guard });
    return {
      guard,
      users,
      tokens,
      sessions,
      auth,
      onRegistered: (hook) => registrationHooks.push(hook),
      onSignedOut: (listener) => signOutListeners.push(listener),
    };
  },
});
