import { useQuery } from '@tanstack/react-query';
import type { SavedBaziChartResponse } from '@tarot/contract/charts';
import { baziChartsQuery } from '../../../shared/charts/chart-queries';
import { queryClient } from '../../../shared/api/query-client';
import { useSignedIn } from '../../../shared/auth/token-store';
import type { ChartFacts } from './chart-pillars';
import { NO_CHART } from './ze-day-form';

export interface OwnChart {
  /** The member's saved charts, newest first; none for a visitor. */
  readonly charts: readonly SavedBaziChartResponse[];
  /** The chart the search uses: the one in the address, else the newest; null without one. */
  readonly chosen: SavedBaziChartResponse | null;
  /** Its pillars and 生肖, once computed. */
  readonly facts: ChartFacts | null;
  /** True while the chosen chart's pillars are not ready: the search waits for them. */
  readonly pending: boolean;
}

/**
 * A member's saved chart for 择日: days that clash its year or day pillar outright are left
 * out, and its 生肖 stands in when none is chosen.
 */
export function useOwnChart(choice: string | null): OwnChart {
  const signedIn = useSignedIn();
  const list = useQuery({ ...baziChartsQuery(), enabled: signedIn }, queryClient);
  const charts = signedIn ? (list.data ?? []) : [];
  const chosen = choice === NO_CHART ? null : (charts.find((chart) => chart.id === choice) ?? charts[0] ?? null);
  const facts = useQuery(
    {
      queryKey: ['ze-day', 'chart-facts', chosen?.id],
      queryFn: async () => (await import('./chart-pillars')).chartFacts(chosen!),
      enabled: chosen !== null,
      staleTime: Infinity,
    },
    queryClient,
  );
  return {
    charts,
    chosen,
    facts: chosen ? (facts.data ?? null) : null,
    // A visitor's page or a failed list does not wait; a chart whose pillars cannot be computed searches without them.
    pending: (signedIn && list.isPending) || (chosen !== null && facts.isPending),
  };
}
