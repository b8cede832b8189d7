import { defineModule } from '../../container/define-module';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The push service, for tests and tools that drive a built app; modules receive it by `dependsOn`. */
    readonly push: PushService;
  }
}

declare module '../../container/define-module' {
  interface ModuleExports {
    push: PushService;
  }
}

/**
 * The push socket (`/api/push`), Web Push and the inbox; answers the service other modules
 * send with, and ends a member's sockets at each sign-out. Tests pass `overrides`.
 */
export const pushModule = (overrides: PushOverrides = {}) =>
  defineModule({
    name: 'push',
    dependsOn: ['accounts'],
    async register(app, { platform, accounts }) {
      const { database, redis, secrets } = platform;
      const { users, tokens, sessions } = accounts;
      const clock = overrides.clock ?? systemClock;
      const log = () => app.log;
      const repo = createPushRepo(database.db);
      const subscriptions = createSubscriptionRepo(database.db);
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
      const webPush = secrets.vapid && {
        publicKey: secrets.vapid.publicKey,
        sender: createWebPushSender(secrets.vapid, subscriptions, overrides.webPushTransport ?? fetchTransport, log),
      };
      const service = createPushService({ repo, subscriptions, users, hub, webPush, clock });
      const checkMember = createMemberCheck(tokens, users, sessions);
      const protocol = createProtocol({ hub, repo, checkMember, clock, log });
      await app.register(pushRoutes, { service, hub, protocol, clock, guard: accounts.guard });
      accounts.onSignedOut((who) => service.closeSocketsOf(who));
      app.decorate('push', service);
      return service;
    },
  });
