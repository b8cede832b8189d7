import { describe, expect, it } from 'vitest';
import { sunSignDays, sunSignOfDay } from './sun-signs';

describe('the days each Sun sign covers', () => {
  it('follows the year’s real ingresses on the Shanghai calendar', () => {
    const days = sunSignDays(2025);
    // The March equinox of 2025 fell at 09:01 UTC on 20 March, 17:01 in Beijing.
    expect(days[0]).toEqual({ sign: 'aries', from: '2025-03-20', to: '2025-04-19' });
    // The December solstice at 15:03 UTC on 21 December is 23:03 in Beijing, still the 21st.
    expect(days[9]).toEqual({ sign: 'capricorn', from: '2025-12-21', to: '2026-01-19' });
    expect(days.map((d) => d.sign)).toHaveLength(12);
    // Every day between belongs to exactly one sign.
    for (let i = 0; i < 11; i += 1) {
      const next = new Date(Date.parse(`${days[i]!.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      if (days[i]!.sign !== 'capricorn') expect(days[i + 1]!.from).toBe(next);
    }
  });

  it('names the sign of a day, early January belonging to Capricorn', () => {
    expect(sunSignOfDay('2026-01-05')).toBe('capricorn');
    expect(sunSignOfDay('1988-06-15')).toBe('gemini');
    expect(sunSignOfDay('2025-08-01')).toBe('leo');
  });
});
