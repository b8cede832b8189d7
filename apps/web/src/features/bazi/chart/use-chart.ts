import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { baziChart, type BaziChart } from '@tarot/core/calendar/bazi/chart';
import { toBirthInput } from '../birth-input';
import { parseChartRequest, type ChartRequest } from '../chart-request';

export type ChartState =
  | { readonly status: 'ready'; readonly request: ChartRequest; readonly chart: BaziChart }
  | { readonly status: 'badRequest' }
  | { readonly status: 'badDate' };

/** The chart for the birth data in the address; bad addresses and impossible dates say so. */
export function useChartFromAddress(): ChartState {
  const [params] = useSearchParams();
  return useMemo((): ChartState => {
    const request = parseChartRequest(params);
    if (!request) return { status: 'badRequest' };
    try {
      return { status: 'ready', request, chart: baziChart(toBirthInput(request)) };
    } catch {
      return { status: 'badDate' };
    }
  }, [params]);
}
