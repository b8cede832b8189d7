import { createRequire } from 'node:module';
import fastifyRateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  RATE_LIMIT_EXEMPT_ROUTES,
  RATE_LIMIT_GROUPS,
  RATE_LIMITED_ROUTES,
  type RateLimitGroup,
  type RateLimitGroupName,
} from '@tarot/contract/rate-limits';
import { AppError } from '../errors';
import type { TokenService } from '../modules/accounts/auth/tokens';
import { requestToken } from '../lib/request-token';
import type { RedisLink } from '../providers/redis/link';

export interface RateLimitOptions {
  /** Tells a member's valid token from anything else, so members are counted by account. */
  readonly tokens: TokenService;
  /** Unset: counts live in this process; set: every instance shares them in Redis. */
  readonly redis: RedisLink | undefined;
  /** Multiplies every limit (RATE_LIMIT_SCALE); 1 outside test rigs. */
  readonly scale: number;
  readonly redisPrefix: string;
}

/** Per group, how many callers one instance remembers; the least recently seen are forgotten first. */
const CALLERS_PER_GROUP = 10_000;

type Count = { readonly current: number; readonly ttl: number };
type StoreParams = {
  readonly continueExceeding?: boolean;
  readonly exponentialBackoff?: boolean;
  readonly cache?: number;
};
interface LibraryLocalStore {
  incr(key: string, callback: (error: Error | null, count?: Count) => void, timeWindow: number, max: number): void;
}
// Not among the package's typed exports, hence require: the library's own in-process counting.
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => LibraryLocalStore;

/**
 * The library's in-process store, answering a copy of each count. Its own answer is the live
 * entry, which the plugin reads only after an await (11.2.0): by then the rest of a burst from
 * the same caller has been counted too, so every request of the burst saw the final count and
 * was refused, those within the limit included. Redis answers fresh values and needs no copy.
 */
class CopyingLocalStore implements FastifyRateLimitStore {
  private readonly counts: LibraryLocalStore;

  constructor({ continueExceeding = false, exponentialBackoff = false, cache }: StoreParams) {
    this.counts = new LocalStore(continueExceeding, exponentialBackoff, cache);
  }

  incr(key: string, callback: (error: Error | null, count?: Count) => void, timeWindow: number, max: number) {
    this.counts.incr(
      key,
      (error, count) => callback(error, count && { current: count.current, ttl: count.ttl }),
      timeWindow,
      max,
    );
  }

  // Called with a limiter's options (typed by the library as a route's).
  child(params: object) {
    return new CopyingLocalStore(params as StoreParams);
  }
}

/**
 * `METHOD path` as the contract names routes: the request's method (one route may take
 * several), a HEAD counted as the GET it mirrors.
 */
const routeKey = (request: FastifyRequest) =>
  `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url}`;

const exempt = new Set(RATE_LIMIT_EXEMPT_ROUTES);

/** Unnamed routes, and requests that match no route at all (scans), count in `default`. */
const groupOf = (request: FastifyRequest): RateLimitGroupName | null => {
  const key = routeKey(request);
  return exempt.has(key) ? null : (RATE_LIMITED_ROUTES[key] ?? 'default');
};

/**
 * The general rate limit on every route (the groups of packages/contract/src/rate-limits.ts),
 * through @fastify/rate-limit: one limiter per group, its count shared by the group's routes.
 * One root `onRequest` hook picks the limiter, so it runs before any route's own hooks (a
 * flood of bad tokens is refused before the auth guard looks anyone up) and before the body
 * is read, and it covers requests that match no route too. Too many answer 429 `RATE_LIMITED`
 * with `Retry-After` in seconds.
 *
 * If Redis fails, requests pass uncounted and the error is logged (`skipOnError`): refusing
 * them would turn a Redis outage into an outage of the whole app, reads included, while the
 * limits that guard single accounts (password lockouts, code limits) refuse on their own
 * routes when their store is down. The link's breaker makes that pass immediate: no request
 * waits for a Redis that is down, and one that hangs costs one timeout, not one per request.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const redis = options.redis?.connect();
  if (redis) app.addHook('onClose', async () => redis.quit().catch(() => redis.disconnect()));
  await app.register(fastifyRateLimit, {
    global: false, // the hook below chooses each request's group
    ...(redis ? { redis } : { store: CopyingLocalStore }),
    // The library puts a limiter's route (method and path) after the prefix; ours belong to no
    // route, so keys read `<prefix>undefinedundefined-<group>:address:…` or `…:member:<uid>`.
    nameSpace: options.redisPrefix,
    skipOnError: true,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });

  const callerOf = async (request: FastifyRequest, group: RateLimitGroup): Promise<string> => {
    const token = group.perMember === undefined ? null : requestToken(request);
    const claims = token ? await options.tokens.verify(token).catch(() => null) : null;
    return claims ? `member:${claims.uid}` : `address:${normalizeIP(request.ip)}`;
  };
  const limiterFor = (name: RateLimitGroupName, group: RateLimitGroup) =>
    app.rateLimit({
      timeWindow: group.windowSeconds * 1000,
      cache: CALLERS_PER_GROUP,
      keyGenerator: async (request) => `${name}:${await callerOf(request, group)}`,
      max: (_request, key) =>
        options.scale * (key.startsWith(`${name}:member:`) ? (group.perMember ?? group.perAddress) : group.perAddress),
    });
  const limiters = new Map(
    Object.entries(RATE_LIMIT_GROUPS).map(([name, group]) => [name, limiterFor(name as RateLimitGroupName, group)]),
  );

  app.addHook('onRequest', async function (request, reply) {
    const group = groupOf(request);
    if (group) await limiters.get(group)!.call(this, request, reply);
  });
}
