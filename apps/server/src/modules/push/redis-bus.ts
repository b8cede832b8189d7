import type { Result } from 'ioredis';
import type { RedisLink } from '../../providers/redis/link';
import type { PushBus, PushEvent, PushEventHandler } from './bus';

/**
 * `admitConnection` as one script: drop the leases that ran out, count, add. KEYS: the
 * address's sorted set of connection ids scored by when their lease ends.
 */
const ADMIT_CONNECTION = `
local now, leaseEnd, limit, member, leaseMs = unpack(ARGV)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(limit) then return 0 end
redis.call('ZADD', KEYS[1], leaseEnd, member)
redis.call('PEXPIRE', KEYS[1], leaseMs)
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    admitPushConnection(key: string, ...args: string[]): Result<number, Context>;
  }
}

export interface RedisBusOptions {
  readonly link: RedisLink;
  /** Starts every key and channel; tests give each server its own. */
  readonly prefix: string;
  readonly now: () => number;
  readonly onEvent: PushEventHandler;
  readonly onError: (error: Error) => void;
}

/**
 * Instances share Redis: each subscribes to the channels of the members it holds connections
 * of, so PUBLISH both delivers and answers how many instances hold the member (0: offline).
 */
export function createRedisBus({ link, prefix, now, onEvent, onError }: RedisBusOptions): PushBus {
  const commands = link.connect(prefix);
  // A subscribed connection can do nothing else: it gets its own.
  const subscriber = link.connect();
  commands.defineCommand('admitPushConnection', { numberOfKeys: 1, lua: ADMIT_CONNECTION });

  const channelPrefix = `${prefix}member:`;
  const channel = (userId: string) => `${channelPrefix}${userId}`;
  const addressKey = (address: string) => `connections:${address}`;

  subscriber.on('message', (from: string, text: string) => {
    if (!from.startsWith(channelPrefix)) return;
    try {
      onEvent(from.slice(channelPrefix.length), JSON.parse(text) as PushEvent);
    } catch (error) {
      onError(error as Error);
    }
  });

  return {
    // Channels are not keys: ioredis does not prefix them, so `channel` does.
    publish: (userId, event) => commands.publish(channel(userId), JSON.stringify(event)),
    follow: async (userId) => void (await subscriber.subscribe(channel(userId))),
    unfollow: async (userId) => void (await subscriber.unsubscribe(channel(userId))),
    async admitConnection(address, connectionId, limit, leaseMs) {
      const at = now();
      const args = [at, at + leaseMs, limit, connectionId, leaseMs].map(String);
      return (await commands.admitPushConnection(addressKey(address), ...args)) === 1;
    },
    async renewConnections(connections, leaseMs) {
      if (connections.length === 0) return;
      const leaseEnd = now() + leaseMs;
      const batch = commands.pipeline();
      for (const { address, connectionId } of connections) {
        batch.zadd(addressKey(address), 'XX', leaseEnd, connectionId).pexpire(addressKey(address), leaseMs);
      }
      await batch.exec();
    },
    releaseConnection: async (address, connectionId) => void (await commands.zrem(addressKey(address), connectionId)),
    async close() {
      await Promise.all([subscriber.quit(), commands.quit()].map((quit) => quit.catch(() => undefined)));
    },
  };
}
