import type { UsageEvent, UsageReportBody } from '@tarot/contract/usage';
import { isEventName, USAGE_RULES } from '@tarot/contract/usage-rules';
import type { EventProps, UsageSink } from './track';

/** A batch as the collector makes it; the browser adds the device id the server issued. */
export type UsageBatch = Omit<UsageReportBody, 'device'>;
type Envelope = Omit<UsageBatch, 'events'>;
type Pending = (
  Omit<Extract<UsageEvent, { type: 'pageview' }>, 'ago'> | Omit<Extract<UsageEvent, { type: 'event' }>, 'ago'>
) & {
  readonly at: number;
};

/** What the collector needs from the browser, so tests drive it with fakes and fake timers. */
export interface CollectorEnvironment {
  now(): number;
  randomId(): string;
  /** The envelope of every batch: language, platform, version. */
  envelope(): Envelope;
  /** Whether the server wants statistics (GET /api/stat/config). */
  fetchEnabled(): Promise<boolean>;
  /** The last answer of fetchEnabled and when it came, kept across visits. */
  readonly remembered: { load(): { enabled: boolean; at: number } | null; save(enabled: boolean, at: number): void };
  /** Gets ready to send once statistics are on (the device id, so a beacon has one too). */
  prepare(): Promise<void>;
  send(batch: UsageBatch): Promise<void>;
  /** sendBeacon: delivered even as the page goes away; false when the browser refused it or cannot send yet. */
  beacon(batch: UsageBatch): boolean;
}

/** Unsent events kept at most, should the server be unreachable for long. */
const MAX_QUEUE = 500;

/**
 * Collects page views and named events (spec §9 statistics): sessions end after 300 s without
 * activity, a page view after 1800 s; batches go out every 10 s and what is left goes by
 * beacon when the page is hidden. Nothing is sent while the server says statistics are off.
 */
export function createCollector(env: CollectorEnvironment) {
  let queue: Pending[] = [];
  let enabled: boolean | undefined;
  let checkedAt = -Infinity;
  let session: string | undefined;
  let lastActivity = -Infinity;
  let page: { path: string; since: number } | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const push = (event: Pending) => {
    if (enabled === false) return;
    queue.push(event);
    if (queue.length > MAX_QUEUE) queue = queue.slice(-MAX_QUEUE);
  };

  /**
   * Every activity: a new session after a long pause, and, on the page still shown, a fresh view
   * once it has been shown too long. Answers the session the activity belongs to.
   */
  const touch = (at: number, { onSamePage }: { onSamePage: boolean }): string => {
    if (session === undefined || at - lastActivity > USAGE_RULES.sessionTimeoutMs) session = env.randomId();
    lastActivity = at;
    if (onSamePage && page && at - page.since > USAGE_RULES.pageTimeoutMs) {
      page = { path: page.path, since: at };
      push({ type: 'pageview', path: page.path, session, at });
    }
    return session;
  };

  const batchOf = (events: readonly Pending[]): UsageBatch => {
    const now = env.now();
    return {
      ...env.envelope(),
      events: events.map(({ at, ...event }) => ({ ...event, ago: Math.max(0, now - at) })),
    };
  };

  const refreshEnabled = async () => {
    const remembered = env.remembered.load();
    if (remembered && env.now() - remembered.at < USAGE_RULES.configRecheckMs) {
      ({ enabled, at: checkedAt } = remembered);
    } else {
      try {
        enabled = await env.fetchEnabled();
        checkedAt = env.now();
        env.remembered.save(enabled, checkedAt);
      } catch {
        // Unknown for now (offline): events wait, and the next round asks again.
      }
    }
    if (enabled === false) queue = [];
  };

  const flush = async () => {
    if (env.now() - checkedAt >= USAGE_RULES.configRecheckMs) await refreshEnabled();
    if (!enabled || queue.length === 0) return;
    const sending = queue.slice(0, USAGE_RULES.batchMaxEvents);
    queue = queue.slice(sending.length);
    try {
      await env.send(batchOf(sending));
    } catch {
      // Offline or refused for now: the events wait for the next round.
      queue = [...sending, ...queue].slice(-MAX_QUEUE);
    }
  };

  const sink: UsageSink = {
    pageView(path, at) {
      page = { path, since: at };
      push({ type: 'pageview', path, session: touch(at, { onSamePage: false }), at });
    },
    event(name, props: EventProps | undefined, at) {
      if (!isEventName(name)) return;
      const inSession = touch(at, { onSamePage: true });
      push({ type: 'event', name, ...(props && { props: { ...props } }), session: inSession, at });
    },
  };

  return {
    sink,
    /** Learns whether to collect, then sends every 10 s. */
    async start(): Promise<void> {
      await refreshEnabled();
      // Unready (offline, refused for now), the first send tries again.
      if (enabled) await env.prepare().catch(() => undefined);
      timer = setInterval(() => void flush(), USAGE_RULES.reportIntervalMs);
    },
    stop(): void {
      clearInterval(timer);
    },
    /** The page is being hidden or closed: whatever is left goes by beacon, in batches the server takes. */
    sendRemaining(): void {
      if (!enabled) return;
      while (queue.length > 0) {
        const sending = queue.slice(0, USAGE_RULES.batchMaxEvents);
        if (!env.beacon(batchOf(sending))) return;
        queue = queue.slice(sending.length);
      }
    },
  };
}

export type Collector = ReturnType<typeof createCollector>;
