import { WEBAUTHN_DEFAULTS } from '../../../config';
import { defineModule } from '../../../container/define-module';
import { createPasskeyRepo } from './repo';
import { passkeyRoutes } from './routes';
import { createPasskeyService } from './service';

/** Passkeys (WebAuthn): registering one and signing in with it. */
export const passkeysModule = defineModule({
  name: 'passkeys',
  dependsOn: ['accounts'],
  async register(app, { platform, accounts }) {
    const service = createPasskeyService({
      passkeys: createPasskeyRepo(platform.database.db),
      users: accounts.users,
      sessions: accounts.sessions,
      relyingParty: platform.config.webauthn ?? WEBAUTHN_DEFAULTS,
      rpName: '塔罗星座元宇宙',
      state: platform.state,
    });
    await app.register(passkeyRoutes, { service, guard: accounts.guard });
  },
});
