import { describe, expect, it, vi } from 'vitest';
import { connectUsageSink, trackEvent, trackPageView, type UsageSink } from './track';

describe('trackEvent and trackPageView', () => {
  it('hold calls made before the collector arrives, with their own time, then forward the rest', () => {
    vi.useFakeTimers({ now: 1_000 });
    trackPageView('/zhen');
    vi.setSystemTime(2_000);
    trackEvent('share', { what: 'reading' });
    const sink: UsageSink = { pageView: vi.fn(), event: vi.fn() };
    vi.setSystemTime(9_000);

    connectUsageSink(sink);
    trackEvent('check-in');

    expect(sink.pageView).toHaveBeenCalledWith('/zhen', 1_000);
    expect(vi.mocked(sink.event).mock.calls).toEqual([
      ['share', { what: 'reading' }, 2_000],
      ['check-in', undefined, 9_000],
    ]);
    vi.useRealTimers();
  });
});
