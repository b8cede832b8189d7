import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { queryClient } from '../../../shared/api/query-client';
import { accountChartsQuery } from '../../../shared/charts/chart-queries';
import { PAGES } from '../../../shared/config/paths';
import { ColourWords } from './colour-words';
import styles from './day-line.module.css';

/**
 * The member's own colour by their 八字 reading's 用神 (core's chartColours, as the day-colour
 * page rates it), from the 八字 chart they marked as their own. The chart code and the
 * calendar library come in their own chunks, only for a member with such a chart.
 */
export default function PersonalColour() {
  const { t } = useTranslation('home');
  const charts = useQuery(accountChartsQuery(), queryClient);
  const own = charts.data?.items.find((chart) => chart.kind === 'bazi' && chart.self);
  // A 八字 reading is made on Beijing's today, as the 八字 and day-colour pages make it.
  const today = shanghaiDate(new Date());
  const colour = useQuery(
    {
      queryKey: ['home', 'personal-colour', own?.id, today],
      queryFn: async () => {
        const [{ birthInputOfRequest, whereOfChart }, { baziChart }, { chartColours }] = await Promise.all([
          import('@tarot/core/calendar/bazi/birth-request'),
          import('@tarot/core/calendar/bazi/chart'),
          import('@tarot/core/calendar/chart-colours'),
        ]);
        const [year, month, day] = today.split('-').map(Number) as [number, number, number];
        if (own?.kind !== 'bazi') throw new Error('no own 八字 chart');
        const input = birthInputOfRequest(own.birth, whereOfChart(own));
        return chartColours(baziChart(input), { year, month, day }).advice[0]!;
      },
      enabled: own !== undefined,
      staleTime: Infinity,
    },
    queryClient,
  );
  if (!colour.data) return null;
  return (
    <Link className={styles.row} to={PAGES.dayColour}>
      <h2 className={styles.label}>{t('today.colour.personal')}</h2>
      <span className={styles.line}>
        <span className={styles.swatch} style={{ background: colour.data.hex }} aria-hidden="true" />
        <Suspense fallback={null}>
          <ColourWords ids={colour.data.english} />
        </Suspense>
      </span>
    </Link>
  );
}
