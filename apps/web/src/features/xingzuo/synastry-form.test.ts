import { describe, expect, it } from 'vitest';
import { personBirth, personForm, withPerson } from './synastry-form';

describe('the synastry page address', () => {
  it('keeps two births apart by prefix', () => {
    const first = withPerson(new URLSearchParams(), 'a', { date: '1990-01-02', tz: 'UTC', lat: '1', lon: '2' });
    const both = withPerson(first, 'b', { date: '1992-03-04', time: '05:06', tz: 'Asia/Tokyo', lat: '35', lon: '139' });
    expect(personForm(both, 'a')?.birth).toMatchObject({ year: 1990, month: 1, day: 2, zone: 'UTC' });
    expect(personForm(both, 'b')?.birth).toMatchObject({
      year: 1992,
      time: { hour: 5, minute: 6 },
      zone: 'Asia/Tokyo',
    });
    // Entering the first person again replaces only theirs.
    const again = withPerson(both, 'a', { date: '1991-07-08', tz: 'UTC', lat: '0', lon: '0' });
    expect(personForm(again, 'a')?.birth.year).toBe(1991);
    expect(personForm(again, 'b')?.birth.year).toBe(1992);
    expect(personForm(new URLSearchParams('b.date=1990-01-01'), 'b')).toBeNull();
    // Each person's birth alone, unprefixed, to be saved as a chart of its own.
    expect(personBirth(both, 'b')).toEqual({
      date: '1992-03-04',
      time: '05:06',
      tz: 'Asia/Tokyo',
      lat: '35',
      lon: '139',
    });
  });
});
