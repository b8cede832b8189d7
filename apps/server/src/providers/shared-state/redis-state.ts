import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { AppError } from '../../errors';
import type { SharedState } from './shared-state';

/** Every key this app writes starts with this, so the database can be shared with others. */
const PREFIX = 'tarot:';

export interface RedisStateOptions {
  readonly url: string;
  /** Where connection problems are reported; commands that fail answer SERVICE_UNAVAILABLE. */
  readonly onError: (error: Error) => void;
  readonly now?: () => number;
}

/**
 * State in Redis, shared by every instance. Values are plain keys with a TTL taken with
 * GETDEL; events are sorted sets scored by time, trimmed to the window on every write.
 */
export function createRedisState({ url, onError, now = Date.now }: RedisStateOptions): SharedState {
  const redis = new Redis(url, { keyPrefix: PREFIX, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', onError);

  /** A Redis failure is the service being unavailable, never a 500 with a driver's message. */
  const guarded = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      onError(error as Error);
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  };

  return {
    put: (key, value, ttlMs) => guarded(async () => void (await redis.set(key, value, 'PX', ttlMs))),
    take: (key) => guarded(async () => (await redis.getdel(key)) ?? undefined),
    addEvent: (key, windowMs) =>
      guarded(async () => {
        const at = now();
        // The member must be unique: two failures in the same millisecond are two events.
        await redis
          .multi()
          .zadd(key, at, `${at}:${randomBytes(6).toString('hex')}`)
          .zremrangebyscore(key, '-inf', at - windowMs)
          .pexpire(key, windowMs)
          .exec();
      }),
    countEvents: (key, windowMs) => guarded(() => redis.zcount(key, `(${now() - windowMs}`, '+inf')),
    forget: (key) => guarded(async () => void (await redis.del(key))),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
