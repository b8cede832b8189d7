import { SolarDay, Taboo, Zodiac } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { searchGoodDays } from './ze-day';
import { isLibraryTerm, ZE_DAY_EVENT_GROUPS, ZE_DAY_TERMS, zeDayEvent } from './ze-day-events';

const names = (list: readonly { getName(): string }[]) => list.map((x) => x.getName());

describe('择日 events', () => {
  it('maps every UI event to tyme4ts’ own 宜忌 words', () => {
    for (const term of ZE_DAY_TERMS) expect(isLibraryTerm(term), term).toBe(true);
    expect(Taboo.NAMES).toContain('移徙');
    expect(zeDayEvent('搬家').terms).toEqual(['移徙']);
    expect(zeDayEvent('签约').terms).toEqual(['立券', '交易']);
    expect(ZE_DAY_EVENT_GROUPS.map((g) => g.group)).toEqual(['婚嫁', '居家', '事业', '其他']);
  });
});

describe('searchGoodDays', () => {
  it('never lists a day whose 忌 holds the event or that clashes with the 生肖, and misses no day that qualifies (2026, every event, 马)', () => {
    const horseClash = Zodiac.fromName('马').getEarthBranch().getOpposite().getName(); // 子
    for (const { events } of ZE_DAY_EVENT_GROUPS) {
      for (const event of events) {
        const found = searchGoodDays({ event: event.id, from: '2026-01-01', to: '2026-12-31', zodiac: '马' });
        const listed = new Set(found.days.map((d) => d.date));
        let day = SolarDay.fromYmd(2026, 1, 1);
        for (let n = 0; n < 365; n += 1, day = day.next(1)) {
          const cycle = day.getSixtyCycleDay();
          const recommends = names(cycle.getRecommends());
          const avoids = names(cycle.getAvoids());
          const qualifies =
            recommends.some((t) => event.terms.includes(t)) &&
            !avoids.some((t) => event.terms.includes(t)) &&
            !avoids.includes('诸事不宜') &&
            cycle.getSixtyCycle().getEarthBranch().getName() !== horseClash;
          const date = `2026-${String(day.getMonth()).padStart(2, '0')}-${String(day.getDay()).padStart(2, '0')}`;
          expect(listed.has(date), `${event.id} ${date}`).toBe(qualifies);
        }
        for (const d of found.days) {
          expect(d.avoids.some((t) => event.terms.includes(t))).toBe(false);
          expect(d.ganZhi.day.endsWith(horseClash)).toBe(false);
          expect(d.clash.zodiac).not.toBe('马');
        }
      }
    }
  });

  it('finds 嫁娶 days in the three months from 2026-03-01, each with 建除, 值神, 冲煞 and 黄道 hours', () => {
    const { days } = searchGoodDays({ event: '嫁娶', from: '2026-03-01', to: '2026-05-31' });
    expect(days.length).toBeGreaterThan(0);
    for (const d of days) {
      expect(d.recommends).toContain('嫁娶');
      expect(d.duty).toMatch(/^[建除满平定执破危成收开闭]$/);
      expect(d.twelveStar.ecliptic).toMatch(/^[黄黑]道$/);
      expect(d.clash.text).toMatch(/^冲.\(..\)$/);
      expect(d.goodHours.length).toBeGreaterThan(0);
      const cycle = SolarDay.fromYmd(
        Number(d.date.slice(0, 4)),
        Number(d.date.slice(5, 7)),
        Number(d.date.slice(8)),
      ).getSixtyCycleDay();
      expect(d.duty).toBe(cycle.getDuty().getName());
      expect(d.twelveStar.name).toBe(cycle.getTwelveStar().getName());
      const hours = cycle.getHours();
      for (const h of d.goodHours) {
        const libraryHour = hours.find((x) => x.getSixtyCycle().getName() === h.ganZhi)!;
        expect(libraryHour.getTwelveStar().getEcliptic().getName()).toBe('黄道');
        expect(names(libraryHour.getAvoids())).not.toContain('嫁娶');
      }
    }
  });

  it('keeps only weekends when asked', () => {
    const { days } = searchGoodDays({ event: '搬家', from: '2026-01-01', to: '2026-06-30', weekendsOnly: true });
    expect(days.length).toBeGreaterThan(0);
    for (const d of days) expect(['星期六', '星期日']).toContain(d.weekday);
  });

  it('rejects unknown events, bad dates, reversed or over-long ranges and unknown 生肖', () => {
    expect(() => searchGoodDays({ event: '发财', from: '2026-01-01', to: '2026-01-31' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '嫁娶', from: '2026-1-1', to: '2026-01-31' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '嫁娶', from: '2026-02-01', to: '2026-01-31' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '嫁娶', from: '2026-01-01', to: '2027-01-02' })).toThrow(RangeError);
    expect(searchGoodDays({ event: '嫁娶', from: '2024-01-01', to: '2024-12-31' }).from).toBe('2024-01-01');
    expect(() => searchGoodDays({ event: '嫁娶', from: '2026-01-01', to: '2026-01-31', zodiac: '猫' })).toThrow(
      RangeError,
    );
  });
});
