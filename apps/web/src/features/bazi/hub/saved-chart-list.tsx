import { Dialog, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../../../shared/config/paths';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { showError } from '../../../shared/api/show-error';
import type { SavedChart } from '../saved-chart';
import { SavedChartItem } from './saved-chart-item';
import { TagFilter } from './tag-filter';
import { refreshCharts } from '../../../shared/charts/chart-queries';
import type { useSavedCharts } from './use-saved-charts';
import { ErrorBlock } from '../../../shared/ui/error-block';
import styles from './chart-hub-page.module.css';

interface SavedChartListProps {
  readonly saved: ReturnType<typeof useSavedCharts>;
  readonly onEdit: (chart: SavedChart) => void;
}

/** The saved charts with their tags, the tag filter above them, and the loading, failed and empty states. */
export function SavedChartList({ saved: { query, store, tag, setTag }, onEdit }: SavedChartListProps) {
  const { t } = useTranslation(['bazi', 'common']);

  const remove = async (id: string) => {
    const confirmed = await Dialog.confirm({
      content: t('hub.confirmDelete'),
      cancelText: t('common:actions.cancel'),
      confirmText: t('common:actions.ok'),
    });
    if (!confirmed) return;
    await store.remove(id).catch(showError);
    await refreshCharts();
  };

  if (query.isPending) return <Skeleton.Paragraph lineCount={4} animated />;
  // A member's kept list stays on screen when asking the server afresh fails (offline).
  if (query.isError && !query.data) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  const { charts, tags } = query.data;
  if (charts.length === 0 && tag === null) {
    return (
      <ErrorBlock
        status="empty"
        title={t('hub.empty')}
        description={<Link to={PAGES.birthInput}>{t('hub.startOne')}</Link>}
      />
    );
  }
  return (
    <>
      <TagFilter tags={tags} value={tag} onChange={setTag} />
      {charts.length === 0 ? (
        <ErrorBlock
          status="empty"
          title={t('hub.tags.none', { tag })}
          description={<a onClick={() => setTag(null)}>{t('hub.tags.showAll')}</a>}
        />
      ) : (
        <ul className={styles.charts}>
          {charts.map((chart) => (
            <li key={chart.id}>
              <SavedChartItem chart={chart} onEdit={() => onEdit(chart)} onDelete={() => void remove(chart.id)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
