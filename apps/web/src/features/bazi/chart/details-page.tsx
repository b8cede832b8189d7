import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedIn } from '../../../shared/auth/token-store';
import { PAGES } from '../../../shared/config/paths';
import { Disclaimer } from '../../../shared/ui/disclaimer';
import { chartSearch } from '../chart-request';
import { chartsApi } from '../charts-api';
import { BaziReadingView } from '../reading/bazi-reading-view';
import { isChartSaved, saveChart } from '../saved-charts';
import { ChartProblem } from './chart-problem';
import { ChartSummary } from './chart-summary';
import { ElementsPanel } from './elements-panel';
import { FortuneList } from './fortune-list';
import { PillarsTable } from './pillars-table';
import { useChartFromAddress } from './use-chart';
import { toast } from '../../../shared/ui/toast';
import styles from './chart-page.module.css';

/** `/pages/bazi/details`: the four pillars, the elements, 起运 and the 大运 with their 流年, and the written reading. */
export default function DetailsPage() {
  const { t } = useTranslation('bazi');
  const state = useChartFromAddress();
  const signedIn = useSignedIn();
  const [saved, setSaved] = useState(() => !signedIn && state.status === 'ready' && isChartSaved(state.request));
  if (state.status !== 'ready') return <ChartProblem problem={state.status} />;
  const { request, chart } = state;
  const search = chartSearch(request);

  // Members keep charts in their account; visitors on this device until they sign in.
  const save = async () => {
    try {
      if (signedIn) await chartsApi.save(request);
      else saveChart(request);
      setSaved(true);
      toast.show({ content: t(signedIn ? 'chart.savedToAccount' : 'chart.saved') });
    } catch {
      toast.show({ content: t('errors:network') });
    }
  };

  return (
    <article className={styles.page}>
      <ChartSummary request={request} chart={chart} />
      <PillarsTable chart={chart} />
      <ElementsPanel chart={chart} />
      <FortuneList chart={chart} />
      <BaziReadingView chart={chart} />
      <div className={styles.actions}>
        <Button color="primary" shape="rounded" disabled={saved} onClick={() => void save()}>
          {saved ? t('chart.savedButton') : t('chart.save')}
        </Button>
        <Link className={styles.link} to={`${PAGES.baziPro}${search}`}>
          {t('chart.openPro')}
        </Link>
        <Link className={styles.link} to={`${PAGES.ziwei}${search}`}>
          {t('chart.openZiwei')}
        </Link>
        <Link className={styles.link} to={PAGES.birthInput}>
          {t('chart.newChart')}
        </Link>
      </div>
      <Disclaimer text="bazi:chart.note" />
    </article>
  );
}
