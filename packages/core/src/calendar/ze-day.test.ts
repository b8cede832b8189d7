import { Duty, God, PengZuEarthBranch, PengZuHeavenStem, SolarDay, Taboo } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { searchGoodDays, type GoodDaySearch } from './ze-day';
import { isLibraryTerm, ZE_DAY_EVENT_GROUPS, ZE_DAY_TERMS, zeDayEvent } from './ze-day-events';
import { isSanNiangDay, isYangGongDay } from './ze-day-folk-days';
import { PENG_ZU_FORBIDS } from './ze-day-peng-zu';
import { GOD_POINTS } from './ze-day-rank';

const names = (list: readonly { getName(): string }[]) => list.map((x) => x.getName());
const EVENTS = ZE_DAY_EVENT_GROUPS.flatMap((g) => g.events);
const dateText = (day: SolarDay) =>
  `${day.getYear()}-${String(day.getMonth()).padStart(2, '0')}-${String(day.getDay()).padStart(2, '0')}`;

const SEPARATIONS = ['春分', '夏至', '秋分', '冬至'];
const EXTINCTIONS = ['立春', '立夏', '立秋', '立冬'];

/** One day of a year as tyme4ts answers it day by day: the reference the search is held to. */
function libraryYear(year: number) {
  const days = [];
  for (let day = SolarDay.fromYmd(year, 1, 1); day.getYear() === year; day = day.next(1)) {
    const cycle = day.getSixtyCycleDay();
    const branch = cycle.getSixtyCycle().getEarthBranch();
    const lunar = day.getLunarDay();
    const nextTerm = day.next(1).getTermDay();
    const eveOf = nextTerm.getDayIndex() === 0 ? nextTerm.getSolarTerm().getName() : null;
    const pengZu = cycle.getSixtyCycle().getPengZu();
    days.push({
      date: dateText(day),
      recommends: names(cycle.getRecommends()),
      avoids: names(cycle.getAvoids()),
      duty: cycle.getDuty().getName(),
      ecliptic: cycle.getTwelveStar().getEcliptic().getName(),
      clashedZodiac: branch.getOpposite().getZodiac().getName(),
      yearBreak: cycle.getYear().getEarthBranch().getOpposite().getName() === branch.getName(),
      lunarMonth: lunar.getLunarMonth().getMonthWithLeap(),
      lunarDay: lunar.getDay(),
      separation: eveOf !== null && SEPARATIONS.includes(eveOf),
      extinction: eveOf !== null && EXTINCTIONS.includes(eveOf),
      sayings: [pengZu.getPengZuHeavenStem().getName(), pengZu.getPengZuEarthBranch().getName()],
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
      for (const term of event.terms) expect(event.avoidTerms, event.id).toContain(term);
      for (const duty of event.duties) expect(Duty.NAMES, event.id).toContain(duty);
      for (const god of Object.keys(event.gods)) expect(God.NAMES, event.id).toContain(god);
      if (event.prefers) expect(God.NAMES, event.id).toContain(event.prefers);
    }
    for (const god of Object.keys(GOD_POINTS)) expect(God.NAMES).toContain(god);
  });

  it('takes moving house as 移徙 and 入宅 together, and weddings as the events that prefer 不将', () => {
    expect(zeDayEvent('搬家').avoidTerms).toEqual(['移徙', '入宅']);
    expect(zeDayEvent('入宅').avoidTerms).toEqual(['入宅', '移徙']);
    expect(EVENTS.filter((e) => e.prefers === '不将').map((e) => e.id)).toEqual(['嫁娶', '订婚', '纳婿']);
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

  it('reads the 彭祖百忌 in tyme4ts’ own sayings and 宜忌 words', () => {
    for (const [saying, terms] of Object.entries(PENG_ZU_FORBIDS)) {
      expect([...PengZuHeavenStem.NAMES, ...PengZuEarthBranch.NAMES]).toContain(saying);
      for (const term of terms) expect(isLibraryTerm(term), `${saying} ${term}`).toBe(true);
    }
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

  it('offers each day with none of the reasons below, and lists every other day of the year with all of them', () => {
    for (const event of EVENTS) {
      const { days, excluded } = searches.get(event.id)!;
      expect(days.length + excluded.length, event.id).toBe(365);
      const listed = new Set(days.map((d) => d.date));
      const excludedOn = new Map(excluded.map((d) => [d.date, d.reasons.map((r) => r.kind)]));
      const ofEvent = (terms: readonly string[]) => terms.filter((t) => event.avoidTerms.includes(t));
      for (const library of year) {
        const where = `${event.id} ${library.date}`;
        const breakDay = library.duty === '破' && !event.duties.includes('破');
        const reasons = [
          ...(library.recommends.some((t) => event.terms.includes(t)) ? [] : ['notRecommended']),
          ...(ofEvent(library.avoids).length > 0 ? ['avoided'] : []),
          ...(library.avoids.includes('诸事不宜') ? ['nothingFavourable'] : []),
          ...(library.yearBreak ? ['yearBreak'] : []),
          ...(breakDay ? ['monthBreak'] : []),
          ...(library.separation ? ['fourSeparations'] : []),
          ...(library.extinction ? ['fourExtinctions'] : []),
          ...(isYangGongDay(library.lunarMonth, library.lunarDay) ? ['yangGong'] : []),
          ...(event.couple && isSanNiangDay(library.lunarDay) ? ['sanNiang'] : []),
          ...library.sayings.filter((s) => ofEvent(PENG_ZU_FORBIDS[s] ?? []).length > 0).map(() => 'pengZu'),
          ...(library.ecliptic === '黑道' ? ['blackDay'] : []),
          ...(event.duties.includes(library.duty) || library.duty === '破' ? [] : ['unsuitedDuty']),
          ...(library.clashedZodiac === '马' ? ['clashSelf'] : []),
          ...(event.couple && library.clashedZodiac === '羊' ? ['clashPartner'] : []),
        ];
        expect(listed.has(library.date), where).toBe(reasons.length === 0);
        expect(excludedOn.get(library.date), where).toEqual(reasons.length > 0 ? reasons : undefined);
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
        const preferred = (d: typeof day) => d.reasons.some((r) => r.kind === 'preferredGod');
        if (next && preferred(day) === preferred(next))
          expect(day.score > next.score || (day.score === next.score && day.date < next.date)).toBe(true);
      }
    }
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
      expect(d.ganZhi).toEqual({ month: cycle.getMonth().getName(), day: cycle.getSixtyCycle().getName() });
      const hours = cycle.getHours();
      for (const h of d.goodHours) {
        const libraryHour = hours.find((x) => x.getSixtyCycle().getName() === h.ganZhi)!;
        expect(libraryHour.getTwelveStar().getEcliptic().getName()).toBe('黄道');
        expect(names(libraryHour.getAvoids())).not.toContain('嫁娶');
      }
    }
  });

  it('searches only weekends when asked', () => {
    const { days, excluded } = searchGoodDays({
      event: '搬家',
      from: '2026-01-01',
      to: '2026-06-30',
      weekendsOnly: true,
    });
    expect(days.length).toBeGreaterThan(0);
    // 26 weeks from a Thursday: 26 Saturdays and 26 Sundays.
    expect(days.length + excluded.length).toBe(52);
    for (const d of [...days, ...excluded]) expect(['星期六', '星期日']).toContain(d.weekday);
  });

  it('rejects unknown events, bad dates, reversed or over-long ranges, unknown 生肖 or pillars and a partner for a non-marriage', () => {
    expect(() => searchGoodDays({ event: '发财', from: '2026-01-01', to: '2026-01-31' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '嫁娶', from: '2026-1-1', to: '2026-01-31' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '嫁娶', from: '2026-02-30', to: '2026-03-31' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '嫁娶', from: '2026-02-01', to: '2026-01-31' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '嫁娶', from: '2026-01-01', to: '2027-01-02' })).toThrow(RangeError);
    expect(searchGoodDays({ event: '嫁娶', from: '2024-01-01', to: '2024-12-31' }).from).toBe('2024-01-01');
    const month = { from: '2026-01-01', to: '2026-01-31' };
    expect(() => searchGoodDays({ event: '嫁娶', ...month, zodiac: '猫' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '嫁娶', ...month, partnerZodiac: '猫' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '出行', ...month, partnerZodiac: '马' })).toThrow(RangeError);
    expect(() => searchGoodDays({ event: '出行', ...month, pillars: { year: '甲丑', day: '甲子' } })).toThrow(
      RangeError,
    );
    expect(() => searchGoodDays({ event: '出行', ...month, pillars: { year: '甲子', day: '子甲' } })).toThrow(
      RangeError,
    );
  });
});
