import { describe, expect, it } from 'vitest';
import { savedNatalParams } from '../../shared/charts/natal-charts';
import { birthParams, natalFormOf } from './natal-form';

describe('the natal page address', () => {
  it('reads a birth with its place, zone and house system', () => {
    expect(
      natalFormOf(
        new URLSearchParams('date=1988-06-15&time=10:30&tz=Asia/Shanghai&lat=39.9&lon=116.4&houses=whole-sign'),
      ),
    ).toEqual({
      birth: {
        year: 1988,
        month: 6,
        day: 15,
        time: { hour: 10, minute: 30 },
        zone: 'Asia/Shanghai',
        latitude: 39.9,
        longitude: 116.4,
      },
      houses: 'whole-sign',
    });
  });

  it('takes a birth without a time, in Placidus unless told', () => {
    const form = natalFormOf(new URLSearchParams('date=2000-01-01&tz=Europe/London&lat=51.5&lon=-0.13&houses=koch'));
    expect(form?.birth.time).toBeUndefined();
    expect(form?.houses).toBe('placidus');
  });

  it('is null for a birth that is not whole or not possible', () => {
    expect(natalFormOf(new URLSearchParams('date=2000-01-01&tz=Europe/London&lat=51.5'))).toBeNull();
    expect(natalFormOf(new URLSearchParams('date=2000-1-1&tz=UTC&lat=0&lon=0'))).toBeNull();
    expect(natalFormOf(new URLSearchParams('date=2000-01-01&tz=UTC&lat=95&lon=0'))).toBeNull();
    expect(natalFormOf(new URLSearchParams('date=2000-01-01&tz=UTC&lat=&lon=0'))).toBeNull();
  });

  it('keeps the birth’s own parameters to save, and opens a saved chart at the same birth', () => {
    const address = new URLSearchParams(
      'date=1988-06-15&time=10:30&tz=Asia/Shanghai&lat=39.9&lon=116.4&houses=porphyry&place=北京',
    );
    const birth = birthParams(address);
    expect(birth).toEqual({
      date: '1988-06-15',
      time: '10:30',
      tz: 'Asia/Shanghai',
      lat: '39.9',
      lon: '116.4',
      place: '北京',
    });
    const saved = savedNatalParams({
      kind: 'natal',
      id: 'c1',
      self: true,
      tags: [],
      savedAt: '2026-12-07T00:00:00Z',
      birth: { name: '我', date: '1988-06-15', time: '10:30' },
      timeZone: 'Asia/Shanghai',
      location: { name: '北京', latitude: 39.9, longitude: 116.4 },
    });
    expect(saved).toEqual(birth);
    expect(natalFormOf(new URLSearchParams(saved!))?.birth).toEqual(natalFormOf(address)?.birth);
    // Without a zone and place a chart cannot be drawn, so it has no address.
    expect(
      savedNatalParams({
        kind: 'natal',
        id: 'c2',
        self: false,
        tags: [],
        savedAt: '2026-12-07T00:00:00Z',
        birth: { name: '', date: '1988-06-15', time: null },
        timeZone: null,
        location: null,
      }),
    ).toBeNull();
  });
});
