import { once } from 'node:events';
import { Redis, type Command } from 'ioredis';

/** A command that has no answer within this counts as Redis being in trouble. */
export const REDIS_COMMAND_TIMEOUT_MS = 200;
/** The longest pause between two reconnection attempts while Redis is away. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/** What the breaker counts since the start, for /metrics and the outage test. */
export interface RedisTally {
  /** Commands refused at once because the connection was down (the breaker open). */
  refused: number;
  /** Commands that waited the whole timeout for an answer that never came. */
  timedOut: number;
}

/** The app's connections to its one Redis, all opened with the breaker's options. */
export interface RedisLink {
  /** A new connection (a subscriber needs one of its own); `keyPrefix` starts every key it names. */
  connect(keyPrefix?: string): Redis;
  /** Whether every connection is ready this moment. */
  up(): boolean;
  readonly tally: Readonly<RedisTally>;
  /** Resolves once every connection is ready, or after `ms` anyway: the app starts without Redis. */
  settle(ms: number): Promise<void>;
}

const REFUSED = "Stream isn't writeable";

/**
 * Counts how each failed command failed, and gives up on each one that gets no answer in
 * time. ioredis' own `commandTimeout` and `socketTimeout` would too, but they fire in the
 * timers phase, before the event loop reads what arrived meanwhile: a loop kept busy past the
 * timeout by a burst of requests would take answers already there for silence, and turn the
 * limits off just when a flood arrives. The caller still gets the rejection.
 */
class BreakerRedis extends Redis {
  constructor(
    url: string,
    keyPrefix: string | undefined,
    private readonly tally: RedisTally,
  ) {
    super(url, {
      ...(keyPrefix === undefined ? {} : { keyPrefix }),
      // The breaker: a command while the connection is down fails at once instead of waiting
      // in a queue for a reconnection.
      enableOfflineQueue: false,
      connectTimeout: 1_000,
      // Commands caught by a disconnection fail at once rather than being sent again later.
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      // Reconnection goes on in the background for as long as it takes.
      retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, MAX_RECONNECT_DELAY_MS),
    });
  }

  override sendCommand(...args: Parameters<Redis['sendCommand']>): unknown {
    const [command] = args;
    const answer = super.sendCommand(...args) as Promise<unknown>;
    let settled = false;
    // setImmediate runs after the poll phase: an answer already received settles the command first.
    const timer = setTimeout(() => setImmediate(() => !settled && this.giveUp(command)), REDIS_COMMAND_TIMEOUT_MS);
    answer.then(
      () => {
        settled = true;
        clearTimeout(timer);
      },
      (error: Error) => {
        settled = true;
        clearTimeout(timer);
        if (error.message.startsWith(REFUSED)) this.tally.refused += 1;
      },
    );
    return answer;
  }

  /**
   * No answer in time: this command fails, and the connection is dropped, which fails the
   * others in flight at once and opens the breaker until a reconnection is ready. Destroyed
   * rather than ended: a server that hangs would never finish closing.
   */
  private giveUp(command: Command) {
    this.tally.timedOut += 1;
    command.reject(new Error(`Command timed out after ${REDIS_COMMAND_TIMEOUT_MS} ms`));
    this.stream?.destroy(new Error('Redis did not answer in time'));
  }
}

/**
 * Redis as a dependency that may go away: short timeouts, fail fast while it is down, and
 * reconnect in the background (docs/decisions/0028). `onError` hears connection problems.
 */
export function createRedisLink(url: string, onError: (error: Error) => void): RedisLink {
  const tally: RedisTally = { refused: 0, timedOut: 0 };
  const connections: Redis[] = [];
  return {
    connect(keyPrefix) {
      const redis = new BreakerRedis(url, keyPrefix, tally);
      redis.on('error', onError);
      connections.push(redis);
      return redis;
    },
    up: () => connections.every((redis) => redis.status === 'ready'),
    tally,
    async settle(ms) {
      const waiting = connections.filter((redis) => redis.status !== 'ready');
      const deadline = AbortSignal.timeout(ms);
      await Promise.all(waiting.map((redis) => once(redis, 'ready', { signal: deadline }).catch(() => undefined)));
    },
  };
}
