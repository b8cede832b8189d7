import { randomBytes } from 'node:crypto';
import type { Result } from 'ioredis';
import { AppError } from '../../errors';
import type { RedisLink } from '../redis/link';
import type { SharedState } from './shared-state';

/** Every key this app writes starts with this, so the database can be shared with others. */
const PREFIX = 'tarot:';

/**
 * `reserveAttempt` as one script, so no other client runs between the check and the count.
 * KEYS: the attempts (a sorted set scored by time) and the lock (the time it ends, by the
 * app's clock; its TTL only collects it). Times arrive as strings: Lua would print numbers
 * this large in exponent form and lose digits.
 */
const RESERVE_ATTEMPT = `
local attempts, lock = KEYS[1], KEYS[2]
local now, windowStart, windowMs, limit, member, lockedUntil, lockMs = unpack(ARGV)
local locked = redis.call('GET', lock)
if locked and tonumber(locked) > tonumber(now) then return 0 end
redis.call('ZREMRANGEBYSCORE', attempts, '-inf', windowStart)
redis.call('ZADD', attempts, now, member)
if redis.call('ZCARD', attempts) >= tonumber(limit) then
  redis.call('DEL', attempts)
  redis.call('SET', lock, lockedUntil, 'PX', lockMs)
else
  redis.call('PEXPIRE', attempts, windowMs)
end
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    reserveAttempt(attempts: string, lock: string, ...args: string[]): Result<number, Context>;
  }
}

export interface RedisStateOptions {
  readonly link: RedisLink;
  /** Where failed commands are reported; they answer SERVICE_UNAVAILABLE (at once while Redis is down). */
  readonly onError: (error: Error) => void;
  readonly now?: () => number;
}

/**
 * State in Redis, shared by every instance. Values are plain keys with a TTL taken with
 * GETDEL; attempts are sorted sets scored by time, trimmed to the window by the script above.
 */
export function createRedisState({ link, onError, now = Date.now }: RedisStateOptions): SharedState {
  const redis = link.connect(PREFIX);
  redis.defineCommand('reserveAttempt', { numberOfKeys: 2, lua: RESERVE_ATTEMPT });

  /** A Redis failure is the service being unavailable, never a 500 with a driver's message. */
  const guarded = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      onError(error as Error);
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  };
  // One hash tag for both keys keeps them in one Redis Cluster slot, as a script needs.
  const attemptKeys = (key: string) => [`attempts:{${key}}`, `attempt-lock:{${key}}`] as const;

  return {
    put: (key, value, ttlMs) => guarded(async () => void (await redis.set(key, value, 'PX', ttlMs))),
    take: (key) => guarded(async () => (await redis.getdel(key)) ?? undefined),
    reserveAttempt: (key, { limit, windowMs, lockMs }) =>
      guarded(async () => {
        const at = now();
        // The member must be unique: two attempts in the same millisecond are two attempts.
        const member = `${at}:${randomBytes(6).toString('hex')}`;
        const args = [at, at - windowMs, windowMs, limit, member, at + lockMs, lockMs].map(String);
        return (await redis.reserveAttempt(...attemptKeys(key), ...args)) === 1;
      }),
    clearAttempts: (key) => guarded(async () => void (await redis.del(...attemptKeys(key)))),
    reachable: () =>
      redis.ping().then(
        () => true,
        () => false,
      ),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
