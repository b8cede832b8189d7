import { describe, expect, it } from 'vitest';
import { almanacResponse, baziQuery, baziResponse } from '@tarot/contract/calendar';
import { createCalendarService } from '../../src/modules/calendar/service';

describe('the calendar service cache', () => {
  const service = createCalendarService(() => new Date('2026-11-24T12:00:00Z'));

  it('answers an almanac day as the contract’s JSON in UTF-8, the same bytes when asked again', () => {
    const first = service.almanacDay('2024-02-10').json;
    const day = almanacResponse.parse(JSON.parse(first.toString('utf8')));
    expect(day).toMatchObject({ date: '2024-02-10', lunarDate: '农历甲辰年正月初一' });
    expect(service.almanacDay('2024-02-10').json.equals(first)).toBe(true);
  });

  it('keeps each answer in memory of its own size, not a view of a larger buffer', () => {
    const almanac = service.almanacDay('1801-01-01').json;
    expect(almanac.buffer.byteLength).toBe(almanac.length);
    const bazi = service.bazi(baziQuery.parse({ date: '1990-05-17', time: '08:05', gender: 'male' })).json;
    expect(bazi.buffer.byteLength).toBe(bazi.length);
    expect(baziResponse.parse(JSON.parse(bazi.toString('utf8'))).pillars).toMatchObject({ year: '庚午' });
  });
});
