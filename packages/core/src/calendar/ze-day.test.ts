import { Duty, God, SolarDay, Taboo, Zodiac } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { searchGoodDays, type GoodDaySearch } from './ze-day';
import { isLibraryTerm, ZE_DAY_EVENT_GROUPS, ZE_DAY_TERMS, zeDayEvent } from './ze-day-events';
import { GOD_POINTS } from './ze-day-rank';

const names = (list: readonly { getName(): string }[]) => list.map((x) => x.getName());
const EVENTS = ZE_DAY_EVENT_GROUPS.flatMap((g) => g.events);

/** One day of 2026 as tyme4ts answers it day by day: the reference the search is held to. */
function libraryYear(year: number) {
  const days = [];
  for (let day = SolarDay.fromYmd(year, 1, 1); day.getYear() === year; day = day.next(1)) {
    const cycle = day.getSixtyCycleDay();
    days.push({
      date: `${year}-${String(day.getMonth()).padStart(2, '0')}-${String(day.getDay()).padStart(2, '0')}`,
      recommends: names(cycle.getRecommends()),
      avoids: names(cycle.getAvoids()),
      duty: cycle.getDuty().getName(),
      ecliptic: cycle.getTwelveStar().getEcliptic().getName(),
      clashedZodiac: cycle.getSixtyCycle().getEarthBranch().getOpposite().getZodiac().getName(),
      gods: names(cycle.getGods()),
    });
  }
  return days;
}

describe('择日 events', () => {
  it('maps every UI event to tyme4ts’ own 宜忌 words, 建除 and gods', () => {
    for (const term of ZE_DAY_TERMS) expect(isLibraryTerm(term), term).toBe(true);
    expect(Taboo.NAMES).toContain('移徙');
    expect(zeDayEvent('搬家').terms).toEqual(['移徙']);
    expect(zeDayEvent('签约').terms).toEqual(['立券', '交易']);
    expect(ZE_DAY_EVENT_GROUPS.map((g) => g.group)).toEqual(['婚嫁', '居家', '事业', '其他']);
    for (const event of EVENTS) {
      expect(event.duties.length, event.id).toBeGreaterThan(0);
      for (const duty of event.duties) expect(Duty.NAMES, event.id).toContain(duty);
      for (const god of Object.keys(event.gods)) expect(God.NAMES, event.id).toContain(god);
    }
    for (const god of Object.keys(GOD_POINTS)) expect(God.NAMES).toContain(god);
  });

  it('follows the 建除歌 where it is absolute: weddings on 成/开/定/危, 破 only for healing, 闭 only for burial and rites', () => {
    expect(zeDayEvent('嫁娶').duties).toEqual(['定', '危', '成', '开']);
    for (const event of EVENTS) {
      expect(event.duties.includes('破'), event.id).toBe(event.id === '求医');
      expect(event.duties.includes('闭'), event.id).toBe(['安葬', '祭祀'].includes(event.id));
    }
    expect(zeDayEvent('安葬').duties).not.toContain('开');
    expect(zeDayEvent('安葬').duties).not.toContain('收');
    expect(zeDayEvent('出行').duties).toContain('建');
    expect(EVENTS.filter((e) => e.couple).map((e) => e.id)).toEqual(['嫁娶', '订婚', '纳婿']);
  });
});

describe('searchGoodDays over the whole of 2026, every event, for a 马 (and a 羊 partner for marriages)', () => {
  const year = libraryYear(2026);
  const searches = new Map<string, GoodDaySearch>(
    EVENTS.map((event) => [
      event.id,
      searchGoodDays({
        event: event.id,
        from: '2026-01-01',
        to: '2026-12-31',
        zodiac: '马',
        ...(event.couple ? { partnerZodiac: '羊' } : {}),
      }),
    ]),
  );

  it('never recommends a 黑道 day, a day whose 忌 holds the event, a day of the wrong 建除 or a clashing day', () => {
    for (const event of EVENTS) {
      for (const day of searches.get(event.id)!.days) {
        const library = year.find((d) => d.date === day.date)!;
        const where = `${event.id} ${day.date}`;
        expect(library.ecliptic, where).toBe('黄道');
        expect(day.twelveStar.ecliptic, where).toBe('黄道');
        expect(
          library.avoids.some((t) => event.terms.includes(t)),
          where,
        ).toBe(false);
        expect(library.avoids, where).not.toContain('诸事不宜');
        expect(
          library.recommends.some((t) => event.terms.includes(t)),
          where,
        ).toBe(true);
        expect(event.duties, where).toContain(library.duty);
        expect(library.clashedZodiac, where).not.toBe('马');
        if (event.couple) expect(library.clashedZodiac, where).not.toBe('羊');
      }
    }
  });

  it('misses no day that qualifies, and returns every other day the almanac allows as rejected, with each reason', () => {
    for (const event of EVENTS) {
      const { days, rejected } = searches.get(event.id)!;
      const listed = new Set(days.map((d) => d.date));
      const rejectedOn = new Map(rejected.map((d) => [d.date, d.rejections]));
      for (const library of year) {
        const where = `${event.id} ${library.date}`;
        const allowed =
          library.recommends.some((t) => event.terms.includes(t)) &&
          !library.avoids.some((t) => event.terms.includes(t)) &&
          !library.avoids.includes('诸事不宜');
        const reasons = [
          ...(library.ecliptic === '黑道' ? ['blackDay'] : []),
          ...(event.duties.includes(library.duty) ? [] : ['duty']),
          ...(library.clashedZodiac === '马' ? ['clash:self'] : []),
          ...(event.couple && library.clashedZodiac === '羊' ? ['clash:partner'] : []),
        ];
        expect(listed.has(library.date), where).toBe(allowed && reasons.length === 0);
        const given = rejectedOn.get(library.date)?.map((r) => (r.kind === 'clash' ? `clash:${r.person}` : r.kind));
        expect(given, where).toEqual(allowed && reasons.length > 0 ? reasons : undefined);
      }
    }
  });

  it('ranks by the points of the gods tyme4ts puts on each day, earlier first among equals', () => {
    for (const event of EVENTS) {
      const { days } = searches.get(event.id)!;
      for (const [index, day] of days.entries()) {
        const library = year.find((d) => d.date === day.date)!;
        const expected = library.gods.reduce((sum, god) => sum + (event.gods[god] ?? GOD_POINTS[god] ?? 0), 0);
        expect(day.score, `${event.id} ${day.date}`).toBe(expected);
        const next = days[index + 1];
        if (next) expect(day.score > next.score || (day.score === next.score && day.date < next.date)).toBe(true);
      }
    }
  });
});

describe('嫁娶 in July 2026 for a 狗 marrying a 猪', () => {
  const found = searchGoodDays({
    event: '嫁娶',
    from: '2026-07-01',
    to: '2026-07-31',
    zodiac: '狗',
    partnerZodiac: '猪',
  });

  it('offers five days, best first, each with why', () => {
    expect(found.days.map((d) => [d.date, d.duty, d.twelveStar.name, d.score])).toEqual([
      ['2026-07-16', '成', '天德', 5],
      ['2026-07-28', '成', '天德', 4],
      ['2026-07-15', '危', '金匮', 1],
      ['2026-07-27', '危', '金匮', 1],
      ['2026-07-02', '危', '天德', 0],
    ]);
    expect(found.days[0]!.reasons).toEqual([
      { kind: 'recommended', terms: ['嫁娶'] },
      { kind: 'ecliptic', star: '天德' },
      { kind: 'duty', duty: '成' },
      { kind: 'noClash', zodiacs: ['狗', '猪'] },
      { kind: 'god', god: '月恩', points: 1 },
      { kind: 'god', god: '三合', points: 1 },
      { kind: 'god', god: '天喜', points: 2 },
      { kind: 'god', god: '五合', points: 1 },
    ]);
  });

  it('says why the other days marked 宜嫁娶 are not offered', () => {
    expect(found.rejected.map((d) => [d.date, d.rejections])).toEqual([
      [
        '2026-07-06',
        [
          { kind: 'blackDay', star: '玄武' },
          { kind: 'duty', duty: '闭' },
          { kind: 'clash', person: 'partner', zodiac: '猪' },
        ],
      ],
      ['2026-07-09', [{ kind: 'duty', duty: '除' }]],
      [
        '2026-07-10',
        [
          { kind: 'blackDay', star: '勾陈' },
          { kind: 'duty', duty: '满' },
        ],
      ],
      ['2026-07-18', [{ kind: 'clash', person: 'partner', zodiac: '猪' }]],
      [
        '2026-07-20',
        [
          { kind: 'blackDay', star: '玄武' },
          { kind: 'duty', duty: '建' },
        ],
      ],
      [
        '2026-07-22',
        [
          { kind: 'blackDay', star: '勾陈' },
          { kind: 'duty', duty: '满' },
        ],
      ],
      ['2026-07-23', [{ kind: 'duty', duty: '平' }]],
      [
        '2026-07-29',
        [
          { kind: 'blackDay', star: '白虎' },
          { kind: 'duty', duty: '收' },
          { kind: 'clash', person: 'self', zodiac: '狗' },
        ],
      ],
      ['2026-07-30', [{ kind: 'clash', person: 'partner', zodiac: '猪' }]],
    ]);
  });

  it('offers the 猪-clashing days (亥 clashed by 巳) when no partner is given', () => {
    const alone = searchGoodDays({ event: '嫁娶', from: '2026-07-01', to: '2026-07-31', zodiac: '狗' });
    expect(alone.days.map((d) => d.date)).toEqual(expect.arrayContaining(['2026-07-18', '2026-07-30']));
    expect(alone.days.find((d) => d.date === '2026-07-18')!.clash.text).toMatch(/^冲猪/);
  });
});

describe('a day that clashes the user’s 生肖', () => {
  it('leaves the list for the rejected one, with the clash as its only reason', () => {
    const open = searchGoodDays({ event: '搬家', from: '2026-03-01', to: '2026-05-31' });
    const day = open.days[0]!;
    const clashed = day.clash.zodiac;
    expect(Zodiac.NAMES).toContain(clashed);
    const mine = searchGoodDays({ event: '搬家', from: '2026-03-01', to: '2026-05-31', zodiac: clashed });
    expect(mine.days.map((d) => d.date)).not.toContain(day.date);
    expect(mine.rejected.find((d) => d.date === day.date)!.rejections).toEqual([
      { kind: 'clash', person: 'self', zodiac: clashed },
    ]);
  });
});

describe('searchGoodDays', () => {
  it('gives each day its 建除, 值神, 冲煞 and 黄道 hours as tyme4ts has them', () => {
    const { days } = searchGoodDays({ event: '嫁娶', from: '2026-03-01', to: '2026-08-31' });
    expect(days.length).toBeGreaterThan(0);
    for (const d of days) {
      expect(d.recommends).toContain('嫁娶');
      expect(d.clash.text).toMatch(/^冲.\(..\)$/);
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
    const { days, rejected } = searchGoodDays({
      event: '搬家',
      from: '2026-01-01',
      to: '2026-06-30',
      weekendsOnly: true,
    });
    expect(days.length).toBeGreaterThan(0);
    for (const d of [...days, ...rejected]) expect(['星期六', '星期日']).toContain(d.weekday);
  });

  it('rejects unknown events, bad dates, reversed or over-long ranges, unknown 生肖 and a partner for a non-marriage', () => {
    expect(() => searchGoodDays({ event: '发财', from: '2026-01-01', to: '2026-01-31' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '嫁娶', from: '2026-1-1', to: '2026-01-31' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '嫁娶', from: '2026-02-01', to: '2026-01-31' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '嫁娶', from: '2026-01-01', to: '2027-01-02' })).toThrow(RangeError);
    expect(searchGoodDays({ event: '嫁娶', from: '2024-01-01', to: '2024-12-31' }).from).toBe('2024-01-01');
    const month = { from: '2026-01-01', to: '2026-01-31' };
    expect(() => searchGoodDays({ event: '嫁娶', ...month, zodiac: '猫' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '嫁娶', ...month, partnerZodiac: '猫' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '出行', ...month, partnerZodiac: '马' })).toThrow(RangeError);
  });
});
