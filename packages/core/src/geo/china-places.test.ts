import { describe, expect, it } from 'vitest';
import { CHINA_PLACES, findCity } from './china-places';

describe('birthplaces', () => {
  it('covers every provincial-level division once, each with named cities east of 73°E and west of 135°E', () => {
    expect(CHINA_PLACES).toHaveLength(34);
    expect(new Set(CHINA_PLACES.map((p) => p.name)).size).toBe(34);
    for (const province of CHINA_PLACES) {
      expect(province.cities.length, province.name).toBeGreaterThan(0);
      expect(new Set(province.cities.map((c) => c.name)).size, province.name).toBe(province.cities.length);
      for (const city of province.cities) {
        expect(city.name.length, `${province.name}`).toBeGreaterThan(0);
        expect(city.longitude, `${province.name} ${city.name}`).toBeGreaterThan(73);
        expect(city.longitude, `${province.name} ${city.name}`).toBeLessThan(135);
      }
    }
  });

  it('finds known cities by province and name', () => {
    expect(findCity('北京', '北京')?.longitude).toBeCloseTo(116.41);
    expect(findCity('新疆', '喀什')?.longitude).toBeCloseTo(75.99);
    expect(findCity('北京', '上海')).toBeUndefined();
  });
});
