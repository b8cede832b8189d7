import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USAGE_RULES } from '@tarot/contract/usage-rules';
import { createCollector, type CollectorEnvironment, type UsageBatch } from './collector';
import { optedOut } from './privacy-signals';

const SECOND = 1000;

function fakeEnvironment(enabled = true) {
  let ids = 0;
  let remembered: { enabled: boolean; at: number } | null = null;
  const sent: UsageBatch[] = [];
  const beacons: UsageBatch[] = [];
  const env: CollectorEnvironment = {
    now: () => Date.now(),
    randomId: () => `session-${++ids}`,
    envelope: () => ({
      lang: 'en',
      platform: 'web',
      version: '1.0.7',
    }),
    fetchEnabled: vi.fn(async () => enabled),
    remembered: {
      load: () => remembered,
      save: (value, at) => {
        remembered = { enabled: value, at };
      },
    },
    prepare: vi.fn(async () => undefined),
    send: vi.fn(async (batch: UsageBatch) => {
      sent.push(batch);
    }),
    beacon: vi.fn((batch: UsageBatch) => {
      beacons.push(batch);
      return true;
    }),
  };
  return { env, sent, beacons };
}

const names = (batch: UsageBatch | undefined) =>
  batch?.events.map((event) => {
    const { type, path, name } = event as { type: string; path?: string; name?: string };
    return type === 'pageview' ? path : name;
  });
const sessions = (batch: UsageBatch | undefined) =>
  batch?.events.map((event) => (event as { session: string }).session);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the usage collector', () => {
  it('sends what it gathered as one batch every 10 seconds, dated by age', async () => {
    const { env, sent } = fakeEnvironment();
    const collector = createCollector(env);
    await collector.start();
    collector.sink.pageView('/zhen', Date.now());
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    collector.sink.event('share', { card: 3 }, Date.now());

    await vi.advanceTimersByTimeAsync(6 * SECOND);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1 * SECOND);

    expect(sent).toHaveLength(1);
    expect(sent[0]!.events).toEqual([
      { type: 'pageview', path: '/zhen', session: 'session-1', ago: 10 * SECOND },
      { type: 'event', name: 'share', props: { card: 3 }, session: 'session-1', ago: 7 * SECOND },
    ]);
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(sent).toHaveLength(1); // nothing new, nothing sent
  });

  it('sends what is left by beacon when the page is hidden, in batches of at most 100', async () => {
    const { env, sent, beacons } = fakeEnvironment();
    const collector = createCollector(env);
    await collector.start();
    for (let index = 0; index < 150; index += 1) collector.sink.event('share', undefined, Date.now());

    collector.sendRemaining();

    expect(beacons.map((batch) => batch.events.length)).toEqual([100, 50]);
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    expect(sent).toHaveLength(0);
  });

  it('starts a new session after 300 seconds without activity, not before', async () => {
    const { env, sent } = fakeEnvironment();
    const collector = createCollector(env);
    await collector.start();
    collector.sink.pageView('/zhen', Date.now());
    await vi.advanceTimersByTimeAsync(USAGE_RULES.sessionTimeoutMs);
    collector.sink.event('share', undefined, Date.now());
    await vi.advanceTimersByTimeAsync(USAGE_RULES.sessionTimeoutMs + SECOND);
    collector.sink.event('check-in', undefined, Date.now());
    await vi.advanceTimersByTimeAsync(10 * SECOND);

    expect(sent.flatMap((batch) => sessions(batch))).toEqual(['session-1', 'session-1', 'session-2']);
  });

  it('counts a fresh view of a page shown longer than 1800 seconds', async () => {
    const { env, sent } = fakeEnvironment();
    const collector = createCollector(env);
    await collector.start();
    collector.sink.pageView('/huangli', Date.now());
    // Activity every four minutes keeps the session alive while the page stays open.
    for (let minute = 4; minute <= 32; minute += 4) {
      await vi.advanceTimersByTimeAsync(4 * 60 * SECOND);
      collector.sink.event('scroll', undefined, Date.now());
    }
    await vi.advanceTimersByTimeAsync(10 * SECOND);

    const all = sent.flatMap((batch) => names(batch));
    expect(all.filter((name) => name === '/huangli')).toHaveLength(2);
    expect(new Set(sent.flatMap((batch) => sessions(batch)))).toEqual(new Set(['session-1']));
  });

  it('drops event names the server would refuse', async () => {
    const { env, sent } = fakeEnvironment();
    const collector = createCollector(env);
    await collector.start();
    collector.sink.event('x'.repeat(USAGE_RULES.eventNameMax + 1), undefined, Date.now());
    collector.sink.event('has space', undefined, Date.now());
    collector.sink.event('language-changed', { to: 'ja' }, Date.now());
    await vi.advanceTimersByTimeAsync(10 * SECOND);

    expect(sent.flatMap((batch) => names(batch))).toEqual(['language-changed']);
  });

  it('sends nothing while statistics are off, and asks again after 24 hours', async () => {
    const { env, sent, beacons } = fakeEnvironment(false);
    const collector = createCollector(env);
    await collector.start();
    collector.sink.pageView('/zhen', Date.now());
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    collector.sendRemaining();
    expect(sent).toHaveLength(0);
    expect(beacons).toHaveLength(0);
    expect(env.fetchEnabled).toHaveBeenCalledTimes(1);
    // No device id is asked for while nothing is collected.
    expect(env.prepare).not.toHaveBeenCalled();

    vi.mocked(env.fetchEnabled).mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(USAGE_RULES.configRecheckMs);
    expect(env.fetchEnabled).toHaveBeenCalledTimes(2);
    collector.sink.pageView('/paimian', Date.now());
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    expect(sent.flatMap((batch) => names(batch))).toEqual(['/paimian']);
  });

  it('asks again next round when the enable flag could not be fetched, holding events meanwhile', async () => {
    const { env, sent } = fakeEnvironment();
    vi.mocked(env.fetchEnabled).mockRejectedValueOnce(new Error('offline'));
    const collector = createCollector(env);
    await collector.start();
    collector.sink.pageView('/zhen', Date.now());
    await vi.advanceTimersByTimeAsync(10 * SECOND);

    expect(env.fetchEnabled).toHaveBeenCalledTimes(2);
    expect(sent.flatMap((batch) => names(batch))).toEqual(['/zhen']);
  });

  it('keeps events the server did not take for the next round', async () => {
    const { env, sent } = fakeEnvironment();
    vi.mocked(env.send).mockRejectedValueOnce(new Error('offline'));
    const collector = createCollector(env);
    await collector.start();
    collector.sink.pageView('/zhen', Date.now());
    await vi.advanceTimersByTimeAsync(20 * SECOND);

    expect(sent.flatMap((batch) => names(batch))).toEqual(['/zhen']);
  });
});

describe('privacy signals', () => {
  const navigatorWith = (values: object) => values as Navigator;

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('%s means nothing is collected', (_name, values) => {
    expect(optedOut(navigatorWith(values))).toBe(true);
  });

  it('collects when neither is on', () => {
    expect(optedOut(navigatorWith({ doNotTrack: 'unspecified', globalPrivacyControl: false }))).toBe(false);
  });
});
