import type { FastifyInstance } from 'fastify';
import type { VapidKeys } from '../../config';
import type { Database } from '../../db/client';
import type { RedisLink } from '../../providers/redis/link';
import type { TokenService } from '../auth/tokens';
import type { SessionService } from '../sessions/service';
import type { UserRepo } from '../users/repo';
import { createMemoryBus } from './bus';
import { systemClock, type Clock } from './clock';
import { createPushHub } from './hub';
import { createMemberCheck } from './member-check';
import { createProtocol } from './protocol';
import { createPushService, type PushService } from './push-service';
import { createRedisBus } from './redis-bus';
import { createPushRepo } from './repo';
import { pushRoutes } from './routes';
import { createSubscriptionRepo } from './subscription-repo';
import { createWebPushSender, fetchTransport, type WebPushTransport } from './web-push-sender';

/** What tests replace: time, the road to push services, and the Redis names of one server. */
export interface PushOverrides {
  readonly clock?: Clock;
  readonly webPushTransport?: WebPushTransport;
  readonly redisPrefix?: string;
}

export interface PushModuleOptions {
  readonly db: Database;
  readonly users: UserRepo;
  readonly tokens: TokenService;
  readonly sessions: SessionService;
  /** Set: instances reach each other's members through Redis pub/sub. */
  readonly redis: RedisLink | undefined;
  readonly vapid: VapidKeys | undefined;
  readonly overrides?: PushOverrides | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifications for members: `app.push.sendToMember(userId, message)`. */
    readonly push: PushService;
  }
}

/** The push socket (`/api/push`), Web Push and the inbox; answers the service other modules send with. */
export async function registerPush(
  app: FastifyInstance,
  { db, users, tokens, sessions, redis, vapid, overrides = {} }: PushModuleOptions,
): Promise<PushService> {
  const clock = overrides.clock ?? systemClock;
  const log = () => app.log;
  const repo = createPushRepo(db);
  const subscriptions = createSubscriptionRepo(db);
  const hub = createPushHub(
    clock,
    (onEvent) =>
      redis
        ? createRedisBus({
            link: redis,
            prefix: overrides.redisPrefix ?? 'tarot:push:',
            now: clock.now,
            onEvent,
            onError: (error) => app.log.error({ err: error }, 'push redis'),
          })
        : createMemoryBus(onEvent),
    log,
  );
  const webPush = vapid && {
    publicKey: vapid.publicKey,
    sender: createWebPushSender(vapid, subscriptions, overrides.webPushTransport ?? fetchTransport, log),
  };
  const service = createPushService({ repo, subscriptions, users, hub, webPush, clock });
  const protocol = createProtocol({ hub, repo, checkMember: createMemberCheck(tokens, users, sessions), clock, log });
  await app.register(pushRoutes, { service, hub, protocol, clock });
  app.decorate('push', service);
  return service;
}
