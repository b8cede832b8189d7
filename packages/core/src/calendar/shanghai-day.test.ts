import { describe, expect, it } from 'vitest';
import { addDays, shanghaiDate } from './shanghai-day';

describe('the Asia/Shanghai day', () => {
  const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' });

  it('is the day the time zone database gives, for 10,000 instants since 1992', () => {
    let seed = 20_261_124;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const from = Date.UTC(1992, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    for (let i = 0; i < 10_000; i += 1) {
      const at = new Date(from + Math.floor(next() * (to - from)));
      expect(shanghaiDate(at), at.toISOString()).toBe(zone.format(at));
    }
  });

  it('turns at 16:00 UTC', () => {
    expect(shanghaiDate(new Date('2026-11-24T15:59:59.999Z'))).toBe('2026-11-24');
    expect(shanghaiDate(new Date('2026-11-24T16:00:00.000Z'))).toBe('2026-11-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
