import { HOROSCOPE_PERIODS, type HoroscopePeriod } from '@tarot/core/astrology/period';
import { isSignId, type SignId } from '@tarot/core/astrology/signs';

/** What the horoscope page shows, as its address keeps it: `?sign=leo&period=week`. */
export interface HoroscopeForm {
  readonly sign: SignId;
  readonly period: HoroscopePeriod;
}

const isPeriod = (value: string | null): value is HoroscopePeriod =>
  (HOROSCOPE_PERIODS as readonly (string | null)[]).includes(value);

/** Unknown or missing values fall back: the sign to the one kept on the device, else Aries; the period to today. */
export function horoscopeFormOf(params: URLSearchParams, fallbackSign: SignId | null): HoroscopeForm {
  const sign = params.get('sign');
  const period = params.get('period');
  return {
    sign: sign && isSignId(sign) ? sign : (fallbackSign ?? 'aries'),
    period: isPeriod(period) ? period : 'day',
  };
}

export const horoscopeParams = ({ sign, period }: HoroscopeForm): Record<string, string> =>
  period === 'day' ? { sign } : { sign, period };
