import { defineModule } from '../../container/define-module';
import { createSignInProviders } from '../../providers/sign-in/providers';
import { PROVIDER_TIMEOUT_MS } from '../../providers/sign-in/settings';
import { createAvatarCopier } from './avatar';
import { createIdentityRepo } from './repo';
import { identityRoutes } from './routes';
import { createIdentityService } from './service';
import { createSignInStates } from './sign-in-state';

/** Third-party sign-in (WeChat, QQ, Apple, Xiaomi) and the identities linked to accounts (decision 0024). */
export const identitiesModule = defineModule({
  name: 'identities',
  dependsOn: ['accounts', 'files'],
  async register(app, { platform, accounts, files }) {
    const settings = platform.config.signIn;
    const service = createIdentityService({
      providers: createSignInProviders(settings),
      states: createSignInStates(platform.state, platform.secrets.tokenSecret),
      repo: createIdentityRepo(platform.database.db),
      users: accounts.users,
      auth: accounts.auth,
      copyAvatar: createAvatarCopier(files.service, settings?.timeoutMs ?? PROVIDER_TIMEOUT_MS, () => app.log),
    });
    await app.register(identityRoutes, { service, guard: accounts.guard });
  },
});
