import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createSignInProviders } from '../../providers/sign-in/providers';
import { PROVIDER_TIMEOUT_MS, type SignInSettings } from '../../providers/sign-in/settings';
import type { SharedState } from '../../providers/shared-state/shared-state';
import type { AuthService } from '../auth/service';
import type { FileService } from '../files/service';
import type { UserRepo } from '../users/repo';
import { createAvatarCopier } from './avatar';
import { createIdentityRepo } from './repo';
import { identityRoutes } from './routes';
import { createIdentityService } from './service';
import { createSignInStates } from './sign-in-state';

export interface IdentityModuleOptions {
  readonly db: Database;
  readonly users: UserRepo;
  readonly auth: AuthService;
  readonly files: FileService;
  readonly state: SharedState;
  readonly settings: SignInSettings | undefined;
  readonly serverSecret: string;
}

/** Third-party sign-in (WeChat, QQ, Apple, Xiaomi) and the identities linked to accounts (decision 0024). */
export async function registerIdentities(
  app: FastifyInstance,
  { db, users, auth, files, state, settings, serverSecret }: IdentityModuleOptions,
): Promise<void> {
  const service = createIdentityService({
    providers: createSignInProviders(settings),
    states: createSignInStates(state, serverSecret),
    repo: createIdentityRepo(db),
    users,
    auth,
    copyAvatar: createAvatarCopier(files, settings?.timeoutMs ?? PROVIDER_TIMEOUT_MS, () => app.log),
  });
  await app.register(identityRoutes, { service });
}
