import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_DAYS, searchGoodDays } from '@tarot/core/calendar/ze-day';
import { ZE_DAY_EVENT_GROUPS } from '@tarot/core/calendar/ze-day-events';
import { addDays, dateBounds } from '../dates';
import { formFromParams, formProblem, formToParams, NO_CHART, toQuery, type ZeDayForm } from './ze-day-form';

const today = '2026-11-22';
const bounds = dateBounds(new Date(2026, 10, 22));
const form = (params: string) => formFromParams(new URLSearchParams(params), today);

describe('the 择日 form in the address', () => {
  it('starts with the first event and three months from today', () => {
    expect(form('')).toEqual({
      event: ZE_DAY_EVENT_GROUPS[0]!.events[0]!.id,
      from: '2026-11-22',
      to: '2027-02-19',
      zodiac: null,
      partnerZodiac: null,
      chart: null,
      weekendsOnly: false,
    });
  });

  it('reads a full search back, and drops unknown events, 生肖 and impossible dates', () => {
    const full = form('event=搬家&from=2027-01-01&to=2027-03-31&zodiac=马&chart=none&weekends=1');
    expect(full).toEqual({
      event: '搬家',
      from: '2027-01-01',
      to: '2027-03-31',
      zodiac: '马',
      partnerZodiac: null,
      chart: NO_CHART,
      weekendsOnly: true,
    });
    expect(formFromParams(new URLSearchParams(formToParams(full)), today)).toEqual(full);
    expect(form('event=发财&zodiac=猫&partner=猫&from=2027-02-30')).toMatchObject({
      event: '嫁娶',
      zodiac: null,
      partnerZodiac: null,
      from: today,
    });
  });

  it('keeps the partner’s 生肖 for a marriage only', () => {
    const wedding = form('event=嫁娶&zodiac=狗&partner=猪');
    expect(wedding).toMatchObject({ zodiac: '狗', partnerZodiac: '猪' });
    expect(formToParams(wedding)).toMatchObject({ zodiac: '狗', partner: '猪' });
    expect(toQuery(wedding)).toMatchObject({ zodiac: '狗', partnerZodiac: '猪' });
    const trip = { ...wedding, event: '出行' };
    expect(formToParams(trip)).not.toHaveProperty('partner');
    expect(toQuery(trip)).not.toHaveProperty('partnerZodiac');
    expect(() => searchGoodDays(toQuery(trip))).not.toThrow();
  });
});

describe('formProblem', () => {
  const base: ZeDayForm = {
    event: '嫁娶',
    from: today,
    to: today,
    zodiac: null,
    partnerZodiac: null,
    chart: null,
    weekendsOnly: false,
  };

  it('accepts one day up to MAX_SEARCH_DAYS days', () => {
    expect(formProblem(base, bounds)).toBeNull();
    expect(formProblem({ ...base, to: addDays(today, MAX_SEARCH_DAYS - 1) }, bounds)).toBeNull();
  });

  it('refuses an end before the start, a range that is too long, and dates beyond the pickers', () => {
    expect(formProblem({ ...base, to: addDays(today, -1) }, bounds)).toBe('endBeforeStart');
    expect(formProblem({ ...base, to: addDays(today, MAX_SEARCH_DAYS) }, bounds)).toBe('tooLong');
    expect(formProblem({ ...base, from: '1700-01-01', to: '1700-01-02' }, bounds)).toBe('outOfRange');
  });

  it('builds a query that core accepts whenever there is no problem', () => {
    const query = toQuery({ ...base, to: addDays(today, 30), zodiac: '马', weekendsOnly: true });
    expect(query).toEqual({ event: '嫁娶', from: today, to: '2026-12-22', zodiac: '马', weekendsOnly: true });
    expect(() => searchGoodDays(query)).not.toThrow();
    expect(toQuery(base)).not.toHaveProperty('zodiac');
  });

  it('passes the chart’s pillars to the search, which then keeps the days that clash them out', () => {
    const pillars = { year: '庚午', day: '壬午' };
    const query = toQuery({ ...base, event: '出行', to: addDays(today, 59) }, pillars);
    expect(query.pillars).toEqual(pillars);
    const found = searchGoodDays(query);
    expect(found.zodiac).toBe('马');
    const clashed = found.excluded.filter((day) => day.ganZhi.day === '丙子');
    expect(clashed.length).toBeGreaterThan(0);
    for (const day of clashed) expect(day.reasons).toContainEqual({ kind: 'chartClashYear', ganZhi: '庚午' });
    expect(toQuery(base)).not.toHaveProperty('pillars');
  });
});
