import { defineModule } from '../../../container/define-module';
import { createDevRealNameProvider } from '../../../providers/realname';
import { createCodeService } from '../auth/codes';
import { createCodeRepo } from '../auth/code-repo';
import { createLoginLimiter } from '../auth/login-limiter';
import { userRoutes } from './routes';
import { createUserService } from './service';

/** The member centre: profile, mobile, password, real name and closing the account. */
export const userModule = defineModule({
  name: 'user',
  dependsOn: ['accounts'],
  async register(app, { platform, accounts }) {
    const { database, state, developmentInbox, secrets } = platform;
    const service = createUserService({
      users: accounts.users,
      sessions: accounts.sessions,
      codes: createCodeService(createCodeRepo(database.db), secrets.tokenSecret),
      sendCode: accounts.auth.sendSmsCode,
      limiter: createLoginLimiter(state, 'change-password'),
      realNames: developmentInbox ? createDevRealNameProvider() : undefined,
      serverSecret: secrets.tokenSecret,
    });
    await app.register(userRoutes, { service, guard: accounts.guard });
  },
});
