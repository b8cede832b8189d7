import { describe, expect, it } from 'vitest';
import { dailyReading, isDailyReading, LUCKY_COLOURS } from './daily';
import { findCard } from './deck';
import { seededRandomInt } from './random';

const visitorReading = (device: string, date: string) => dailyReading(date, seededRandomInt(`${device}:${date}`));

describe('dailyReading', () => {
  it('is the same card and ratings for one device and day', () => {
    expect(visitorReading('device-a', '2026-11-22')).toEqual(visitorReading('device-a', '2026-11-22'));
  });

  it('varies across days: a month holds many different cards', () => {
    const cards = Array.from(
      { length: 30 },
      (_, day) => visitorReading('device-a', `2026-11-${String(day + 1).padStart(2, '0')}`).card.id,
    );
    expect(new Set(cards).size).toBeGreaterThan(20);
  });

  it('varies across devices on one day', () => {
    const cards = Array.from({ length: 30 }, (_, n) => visitorReading(`device-${n}`, '2026-11-22').card.id);
    expect(new Set(cards).size).toBeGreaterThan(20);
  });

  it('rates every aspect 1–5 stars, upright cards higher than reversed ones on average', () => {
    let upright = 0;
    let uprightCount = 0;
    let reversed = 0;
    let reversedCount = 0;
    for (let n = 0; n < 400; n += 1) {
      const reading = visitorReading(`d${n}`, '2026-01-01');
      for (const stars of Object.values(reading.ratings)) {
        expect(stars).toBeGreaterThanOrEqual(1);
        expect(stars).toBeLessThanOrEqual(5);
      }
      if (reading.card.reversed) {
        reversed += reading.ratings.overall;
        reversedCount += 1;
      } else {
        upright += reading.ratings.overall;
        uprightCount += 1;
      }
    }
    expect(upright / uprightCount).toBeGreaterThan(reversed / reversedCount + 1);
  });

  it("picks the lucky colour from the card's element and a lucky number 1–9", () => {
    for (let n = 0; n < 50; n += 1) {
      const reading = visitorReading(`d${n}`, '2026-03-03');
      const element = findCard(reading.card.id)!.element;
      expect(LUCKY_COLOURS[element]).toContain(reading.luckyColour);
      expect(reading.luckyNumber).toBeGreaterThanOrEqual(1);
      expect(reading.luckyNumber).toBeLessThanOrEqual(9);
    }
  });

  it('refuses a malformed date', () => {
    expect(() => dailyReading('2026-1-1', seededRandomInt('x'))).toThrow(RangeError);
  });
});

describe('isDailyReading', () => {
  it('accepts a reading and rejects tampered storage', () => {
    expect(isDailyReading(visitorReading('d', '2026-11-22'))).toBe(true);
    expect(isDailyReading({ date: '2026-11-22', card: { id: 'major-99', reversed: false } })).toBe(false);
    expect(isDailyReading({ date: 'today', card: { id: 'major-01', reversed: false } })).toBe(false);
    expect(isDailyReading(null)).toBe(false);
    expect(isDailyReading('{"date":"2026-11-22"}')).toBe(false);
  });
});
