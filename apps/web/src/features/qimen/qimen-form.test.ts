import { describe, expect, it } from 'vitest';
import { formFromParams, formToParams, momentOf } from './qimen-form';

const NOW = new Date(2024, 4, 1, 10, 5);
const HERE = 'Europe/Paris';

describe('the 奇门 form in the address', () => {
  it('shows the present moment, a general question and 拆补 when the address fixes nothing', () => {
    expect(formFromParams(new URLSearchParams(), NOW, HERE)).toEqual({
      date: '2024-05-01',
      time: '10:05',
      zone: HERE,
      question: 'general',
      method: 'chaibu',
      now: true,
    });
    expect(formToParams(formFromParams(new URLSearchParams(), NOW, HERE))).toEqual({});
  });

  it('keeps a fixed moment, question and school, and writes them back the same', () => {
    const params = new URLSearchParams('date=2021-03-09&time=09:00&tz=asia/shanghai&q=career&method=zhirun');
    const form = formFromParams(params, NOW, HERE);
    expect(form).toEqual({
      date: '2021-03-09',
      time: '09:00',
      zone: 'Asia/Shanghai',
      question: 'career',
      method: 'zhirun',
      now: false,
    });
    expect(formToParams(form)).toEqual({
      date: '2021-03-09',
      time: '09:00',
      tz: 'Asia/Shanghai',
      q: 'career',
      method: 'zhirun',
    });
    expect(momentOf(form)).toEqual({
      year: 2021,
      month: 3,
      day: 9,
      hour: 9,
      minute: 0,
      zone: 'Asia/Shanghai',
    });
  });

  it('falls back to now for a day that does not exist or lies outside 1901–2099, and to defaults for unknown values and zones', () => {
    for (const query of ['date=2023-02-29&time=10:00', 'date=1900-05-01&time=10:00', 'date=2024-05-01&time=25:00']) {
      expect(formFromParams(new URLSearchParams(query), NOW, HERE).now).toBe(true);
    }
    const odd = formFromParams(
      new URLSearchParams('date=2024-05-01&time=10:00&tz=Mars/Olympus&q=lottery&method=feipan'),
      NOW,
      HERE,
    );
    expect([odd.zone, odd.question, odd.method]).toEqual([HERE, 'general', 'chaibu']);
  });
});
