import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { natalChart } from '@tarot/core/astrology/natal';
import type { SignId } from '@tarot/core/astrology/signs';
import { queryClient } from '../api/query-client';
import { useSignedIn } from '../auth/token-store';
import { natalChartsQuery } from '../charts/chart-queries';
import type { SavedNatalChart } from '../charts/saved-chart';
import { storeSign, storedSign } from './my-sign';

/** The Sun's sign of a saved chart; null for one without its zone and place, or outside 1900–2100. */
export function sunSignOf({ birth, timeZone, location }: SavedNatalChart): SignId | null {
  if (!timeZone || !location) return null;
  const [year, month, day] = birth.date.split('-').map(Number) as [number, number, number];
  // An unknown hour reads noon: the Sun moves a degree a day, so only a birth on a cusp can differ.
  const [hour, minute] = (birth.time ?? '12:00').split(':').map(Number) as [number, number];
  try {
    const { latitude, longitude } = location;
    return natalChart({ year, month, day, time: { hour, minute }, zone: timeZone, latitude, longitude }).bodies[0]!
      .sign;
  } catch {
    return null;
  }
}

/**
 * The reader's sign: their Sun sign from the chart marked "this is me" (on the account, or
 * this device), else the one they picked, kept on the device as the horoscope page keeps it.
 */
export function useMySign() {
  const signedIn = useSignedIn();
  const charts = useQuery(natalChartsQuery(signedIn), queryClient);
  const own = charts.data?.find((chart) => chart.self) ?? null;
  const key = own && JSON.stringify([own.birth, own.timeZone, own.location]);
  // The chart is compared by its birth: the list is read afresh on every visit.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const chartSign = useMemo(() => (own ? sunSignOf(own) : null), [key]);
  const [picked, setPicked] = useState(storedSign);
  const pick = (sign: SignId) => {
    storeSign(sign);
    setPicked(sign);
  };
  return { chartSign, sign: chartSign ?? picked, pick };
}
