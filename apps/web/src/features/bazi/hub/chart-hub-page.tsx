import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedIn } from '../../../shared/auth/token-store';
import { PAGES } from '../../../shared/config/paths';
import { OfflineNotice } from '../../../shared/offline/offline-notice';
import { PullRefresh } from '../../../shared/ui/pull-refresh';
import type { SavedChart } from '../saved-chart';
import { ChartEditPopup } from './chart-edit-popup';
import { SavedChartList } from './saved-chart-list';
import { refreshCharts } from '../../../shared/charts/chart-queries';
import { useSavedCharts } from './use-saved-charts';
import styles from './chart-hub-page.module.css';

const TOOLS = [
  { id: 'bazi', path: PAGES.birthInput, glyph: '八' },
  // Both pages ask for the birth themselves when opened without one, under their own titles.
  { id: 'pro', path: PAGES.baziPro, glyph: '专' },
  { id: 'ziwei', path: PAGES.ziwei, glyph: '紫' },
] as const;

/** `/paipan`: the chart tools and the saved charts, on this device or in the account, with their tags. */
export default function ChartHubPage() {
  const { t } = useTranslation('bazi');
  const signedIn = useSignedIn();
  const saved = useSavedCharts(signedIn);
  const [editing, setEditing] = useState<SavedChart | null>(null);

  return (
    <PullRefresh onRefresh={() => saved.query.refetch()}>
      <div className={styles.page}>
        <ul className={styles.tools}>
          {TOOLS.map((tool) => (
            <li key={tool.id}>
              <Link className={styles.tool} to={tool.path}>
                <span className={styles.glyph} aria-hidden="true">
                  {tool.glyph}
                </span>
                <strong>{t(`hub.tools.${tool.id}.name`)}</strong>
                <small>{t(`hub.tools.${tool.id}.text`)}</small>
              </Link>
            </li>
          ))}
        </ul>
        <h2 className={styles.heading}>{t('hub.saved')}</h2>
        {/* A member's list is the one kept at the last visit; a visitor's lives on the phone. */}
        {signedIn && <OfflineNotice kind="kept" />}
        <p className={styles.note}>{t(signedIn ? 'hub.accountNote' : 'hub.deviceNote')}</p>
        <SavedChartList saved={saved} onEdit={setEditing} />
        <ChartEditPopup
          key={editing?.id ?? 'none'}
          chart={editing}
          store={saved.store}
          known={saved.query.data?.tags ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refreshCharts();
          }}
        />
      </div>
    </PullRefresh>
  );
}
