/**
 * The practitioner's rules, each with the day that triggers it. The first cases are the
 * findings of issue #29: days the search used to offer.
 */
import { LunarDay, SolarDay } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { searchGoodDays, type GoodDaySearch } from './ze-day';
import { ZE_DAY_EVENT_GROUPS } from './ze-day-events';
import { isSanNiangDay, isYangGongDay } from './ze-day-folk-days';

const EVENTS = ZE_DAY_EVENT_GROUPS.flatMap((g) => g.events);
const dateText = (day: SolarDay) =>
  `${day.getYear()}-${String(day.getMonth()).padStart(2, '0')}-${String(day.getDay()).padStart(2, '0')}`;
const reasonsOn = (search: GoodDaySearch, date: string) => search.excluded.find((d) => d.date === date)?.reasons;
const offered = (search: GoodDaySearch) => search.days.map((d) => d.date);

const yearOf = (event: string, year: number, extra: object = {}) =>
  searchGoodDays({ event, from: `${year}-01-01`, to: `${year}-12-31`, ...extra });

describe('岁破: a day whose branch clashes the year’s', () => {
  it('leaves out 2026-03-03 丙子 (子 clashes the 午 of 丙午) for weddings and openings', () => {
    for (const event of ['嫁娶', '开业']) {
      const search = searchGoodDays({ event, from: '2026-03-01', to: '2026-03-31' });
      expect(offered(search), event).not.toContain('2026-03-03');
      expect(reasonsOn(search, '2026-03-03'), event).toContainEqual({ kind: 'yearBreak', year: '丙午' });
    }
  });

  it('counts the year from 立春: 2026-02-01 is still in 乙巳, whose 岁破 days are 亥 days', () => {
    const search = searchGoodDays({ event: '祭祀', from: '2026-01-25', to: '2026-02-10' });
    const breaks = search.excluded.filter((d) => d.reasons.some((r) => r.kind === 'yearBreak'));
    expect(breaks.map((d) => [d.ganZhi.day.slice(1), d.reasons.find((r) => r.kind === 'yearBreak')])).toEqual(
      breaks.map((d) =>
        d.date < '2026-02-04'
          ? ['亥', { kind: 'yearBreak', year: '乙巳' }]
          : ['子', { kind: 'yearBreak', year: '丙午' }],
      ),
    );
    expect(breaks.length).toBeGreaterThan(1);
  });
});

describe('三娘煞 (初三, 初七, 十三, 十八, 廿二, 廿七): never a marriage day', () => {
  it('offers no wedding, betrothal or 纳婿 on them in 2025–2027, and lists them', () => {
    for (const year of [2025, 2026, 2027]) {
      for (const event of ['嫁娶', '订婚', '纳婿']) {
        const search = yearOf(event, year);
        for (const day of search.days) expect(isSanNiangDay(day.lunar.day), `${event} ${day.date}`).toBe(false);
        for (const day of search.excluded.filter((d) => isSanNiangDay(d.lunar.day)))
          expect(day.reasons, day.date).toContainEqual({ kind: 'sanNiang', day: day.lunar.day });
      }
    }
  });

  it('leaves other events alone', () => {
    const search = yearOf('出行', 2026);
    expect(search.days.some((d) => isSanNiangDay(d.lunar.day))).toBe(true);
    expect(search.excluded.flatMap((d) => d.reasons).some((r) => r.kind === 'sanNiang')).toBe(false);
  });
});

describe('杨公忌', () => {
  it('leaves out 正月十三 (2026-03-01) for every event', () => {
    expect(dateText(LunarDay.fromYmd(2026, 1, 13).getSolarDay())).toBe('2026-03-01');
    for (const event of EVENTS) {
      const search = searchGoodDays({ event: event.id, from: '2026-03-01', to: '2026-03-01' });
      expect(search.days, event.id).toEqual([]);
      expect(reasonsOn(search, '2026-03-01'), event.id).toContainEqual({ kind: 'yangGong', month: 1, day: 13 });
    }
  });

  it('counts the two of the seventh month and keeps a leap month’s date (闰六月初三 2025-07-27)', () => {
    expect([isYangGongDay(7, 1), isYangGongDay(7, 29), isYangGongDay(7, 27), isYangGongDay(-6, 3)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    const search = searchGoodDays({ event: '祭祀', from: '2025-07-27', to: '2025-07-27' });
    expect(search.excluded[0]!.lunar).toMatchObject({ month: -6, day: 3, leap: true });
    expect(search.excluded[0]!.reasons).toContainEqual({ kind: 'yangGong', month: 6, day: 3 });
  });

  it('is never offered in 2025–2027, for any event', () => {
    for (const year of [2025, 2026, 2027]) {
      for (const event of EVENTS) {
        for (const day of yearOf(event.id, year).days)
          expect(isYangGongDay(day.lunar.month, day.lunar.day), `${event.id} ${day.date}`).toBe(false);
      }
    }
  });
});

describe('彭祖百忌', () => {
  it('keeps weddings off 2025-01-06 乙亥, whose own saying is 亥不嫁娶, though its 宜 names 嫁娶', () => {
    const cycle = SolarDay.fromYmd(2025, 1, 6).getSixtyCycleDay();
    expect(cycle.getSixtyCycle().getName()).toBe('乙亥');
    expect(cycle.getRecommends().map((t) => t.getName())).toContain('嫁娶');
    const search = searchGoodDays({ event: '嫁娶', from: '2025-01-01', to: '2025-01-31' });
    expect(offered(search)).not.toContain('2025-01-06');
    expect(reasonsOn(search, '2025-01-06')).toContainEqual({ kind: 'pengZu', saying: '亥不嫁娶不利新郎' });
    expect(reasonsOn(search, '2025-01-06')).not.toContainEqual({ kind: 'notRecommended', terms: ['嫁娶'] });
  });

  it('forbids only what the saying names: 亥 days stay open to travel, 申 days are closed to beds', () => {
    const travel = searchGoodDays({ event: '出行', from: '2025-01-06', to: '2025-01-06' });
    expect(travel.excluded[0]?.reasons ?? []).not.toContainEqual(expect.objectContaining({ kind: 'pengZu' }));
    const beds = yearOf('安床', 2026);
    expect(beds.days.filter((d) => d.ganZhi.day.endsWith('申'))).toEqual([]);
    const shen = beds.excluded.filter((d) => d.ganZhi.day.endsWith('申'));
    for (const day of shen)
      expect(day.reasons, day.date).toContainEqual({ kind: 'pengZu', saying: '申不安床鬼祟入房' });
  });
});

describe('a 忌 that names what the event involves', () => {
  it('keeps moving house off days whose 忌 lists 入宅, though their 宜 names 移徙 (2026-04-23 丁卯)', () => {
    const cycle = SolarDay.fromYmd(2026, 4, 23).getSixtyCycleDay();
    expect(cycle.getRecommends().map((t) => t.getName())).toContain('移徙');
    expect(cycle.getAvoids().map((t) => t.getName())).toContain('入宅');
    const search = yearOf('搬家', 2026);
    expect(reasonsOn(search, '2026-04-23')).toContainEqual({ kind: 'avoided', terms: ['入宅'] });
    for (const day of search.days) {
      expect(day.avoids, day.date).not.toContain('入宅');
      expect(day.avoids, day.date).not.toContain('移徙');
    }
  });
});

describe('黑道', () => {
  it('is never offered, for any event, in 2025–2027', () => {
    for (const year of [2025, 2026, 2027]) {
      for (const event of EVENTS) {
        const search = yearOf(event.id, year);
        for (const day of search.days) expect(day.twelveStar.ecliptic, `${event.id} ${day.date}`).toBe('黄道');
      }
    }
  });
});

describe('月破, 四离 and 四绝', () => {
  it('月破 is the 建除 破, which tyme4ts also names as the god 月破, in 2020–2029', () => {
    for (let day = SolarDay.fromYmd(2020, 1, 1); day.getYear() < 2030; day = day.next(1)) {
      const cycle = day.getSixtyCycleDay();
      expect(cycle.getDuty().getName() === '破', day.toString()).toBe(
        cycle.getGods().some((g) => g.getName() === '月破'),
      );
    }
  });

  it('keeps every event but healing (破宜治病) off 月破 days', () => {
    const search = searchGoodDays({ event: '祭祀', from: '2026-01-01', to: '2026-01-31' });
    const breaks = search.excluded.filter((d) => d.reasons.some((r) => r.kind === 'monthBreak'));
    expect(breaks.length).toBeGreaterThan(1);
    const healing = yearOf('求医', 2026);
    expect(healing.excluded.flatMap((d) => d.reasons).some((r) => r.kind === 'monthBreak')).toBe(false);
    expect(healing.days.find((d) => d.date === '2026-03-24')?.duty).toBe('破');
  });

  it('四绝 is the eve of 立春 (2026-02-03), 四离 the eve of 春分 (2026-03-19), by tyme4ts’ term days', () => {
    expect(SolarDay.fromYmd(2026, 2, 4).getTermDay().getSolarTerm().getName()).toBe('立春');
    expect(SolarDay.fromYmd(2026, 3, 20).getTermDay()).toMatchObject({ dayIndex: 0 });
    expect(SolarDay.fromYmd(2026, 3, 20).getTermDay().getSolarTerm().getName()).toBe('春分');
    const search = yearOf('祭祀', 2026);
    expect(reasonsOn(search, '2026-02-03')).toContainEqual({ kind: 'fourExtinctions', term: '立春' });
    expect(reasonsOn(search, '2026-03-19')).toContainEqual({ kind: 'fourSeparations', term: '春分' });
    const eves = search.excluded.flatMap((d) =>
      d.reasons.filter((r) => r.kind === 'fourSeparations' || r.kind === 'fourExtinctions'),
    );
    expect(eves).toHaveLength(8);
  });
});

describe('the user’s and the partner’s 生肖, and a birth chart', () => {
  it('sets aside a day clashing either 生肖, saying whose (2026-07 for a 狗 marrying a 猪)', () => {
    const search = searchGoodDays({
      event: '嫁娶',
      from: '2026-07-01',
      to: '2026-07-31',
      zodiac: '狗',
      partnerZodiac: '猪',
    });
    for (const day of search.excluded) {
      const branch = day.ganZhi.day.slice(1);
      expect(
        day.reasons.some((r) => r.kind === 'clashSelf'),
        day.date,
      ).toBe(branch === '辰');
      expect(
        day.reasons.some((r) => r.kind === 'clashPartner'),
        day.date,
      ).toBe(branch === '巳');
    }
    for (const day of search.days) expect(['辰', '巳']).not.toContain(day.ganZhi.day.slice(1));
  });

  it('with pillars 庚午 (year) and 壬午 (day): 丙子 and 戊子 days clash them outright, every 子 day the 马', () => {
    const search = yearOf('出行', 2026, { pillars: { year: '庚午', day: '壬午' } });
    expect(search.zodiac).toBe('马');
    const zi = search.excluded.filter((d) => d.ganZhi.day.endsWith('子'));
    let ziDays = 0;
    for (let day = SolarDay.fromYmd(2026, 1, 1); day.getYear() === 2026; day = day.next(1))
      if (day.getSixtyCycleDay().getSixtyCycle().getEarthBranch().getName() === '子') ziDays += 1;
    expect(zi).toHaveLength(ziDays);
    for (const day of zi) {
      const kinds = day.reasons.map((r) => r.kind);
      expect(kinds, day.date).toContain('clashSelf');
      expect(kinds.includes('chartClashYear'), day.date).toBe(day.ganZhi.day === '丙子');
      expect(kinds.includes('chartClashDay'), day.date).toBe(day.ganZhi.day === '戊子');
    }
    expect(reasonsOn(search, zi.find((d) => d.ganZhi.day === '丙子')!.date)).toContainEqual({
      kind: 'chartClashYear',
      ganZhi: '庚午',
    });
    expect(search.days.some((d) => d.ganZhi.day.endsWith('子'))).toBe(false);
  });

  it('lets a given 生肖 stand over the chart’s (a birth between 立春 and 春节 is known by either)', () => {
    const search = searchGoodDays({
      event: '出行',
      from: '2026-01-01',
      to: '2026-01-31',
      zodiac: '蛇',
      pillars: { year: '庚午', day: '壬午' },
    });
    expect(search.zodiac).toBe('蛇');
  });
});

describe('不将 for weddings', () => {
  it('puts 2025-11-09 (不将, 1 point) before days of 10 points without it', () => {
    const search = yearOf('嫁娶', 2025);
    expect(search.days[0]).toMatchObject({ date: '2025-11-09', score: 1 });
    expect(search.days[0]!.reasons).toContainEqual({ kind: 'preferredGod', god: '不将' });
    expect(search.days[1]!.score).toBe(10);
    expect(search.days.slice(1).some((d) => d.reasons.some((r) => r.kind === 'preferredGod'))).toBe(false);
  });
});
