import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SharedState } from '../../providers/shared-state/shared-state';
import type { SessionService } from '../sessions/service';
import type { UserRepo } from '../users/repo';
import { createPasskeyRepo } from './repo';
import { passkeyRoutes } from './routes';
import { createPasskeyService } from './service';

export interface PasskeyModuleOptions {
  readonly db: Database;
  readonly users: UserRepo;
  readonly sessions: SessionService;
  readonly state: SharedState;
  readonly relyingParty: NonNullable<Config['webauthn']>;
}

/** Passkeys (WebAuthn): registering one and signing in with it. */
export async function registerPasskeys(
  app: FastifyInstance,
  { db, users, sessions, state, relyingParty }: PasskeyModuleOptions,
): Promise<void> {
  const service = createPasskeyService({
    passkeys: createPasskeyRepo(db),
    users,
    sessions,
    relyingParty,
    rpName: '塔罗星座元宇宙',
    state,
  });
  await app.register(passkeyRoutes, { service });
}
