import { SwipeAction, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../../../shared/config/paths';
import { chartSearch, type ChartRequest } from '../chart-request';
import type { SavedChart } from '../saved-charts';
import styles from './chart-hub-page.module.css';

const pad = (value: number) => String(value).padStart(2, '0');
const birthText = (r: ChartRequest) =>
  `${r.year}-${r.month < 0 ? '闰' : ''}${pad(Math.abs(r.month))}-${pad(r.day)} ${pad(r.hour)}:${pad(r.minute)}`;

interface SavedChartItemProps {
  readonly chart: SavedChart;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

/** One saved chart: its name and birth open the chart, its tags and edit link sit below. */
export function SavedChartItem({ chart: { request, tags }, onEdit, onDelete }: SavedChartItemProps) {
  const { t } = useTranslation('bazi');
  const search = chartSearch(request);
  return (
    <SwipeAction
      rightActions={[
        { key: 'edit', text: t('hub.edit'), color: 'primary', onClick: onEdit },
        { key: 'delete', text: t('hub.delete'), color: 'danger', onClick: onDelete },
      ]}
    >
      <div className={styles.chart}>
        <Link to={`${PAGES.baziDetails}${search}`} className={styles.chartMain}>
          <strong>{request.name || t('summary.unnamed')}</strong>
          <span>
            {t(`gender.${request.gender}`)} · {t(`calendar.${request.calendar}`)} {birthText(request)}
          </span>
        </Link>
        <Link to={`${PAGES.baziPro}${search}`}>{t('hub.openPro')}</Link>
        <Link to={`${PAGES.ziwei}${search}`}>{t('hub.openZiwei')}</Link>
      </div>
      <div className={styles.chartTags}>
        {tags.map((tag) => (
          <Tag key={tag} round color="primary" fill="outline">
            {tag}
          </Tag>
        ))}
        <button type="button" className={styles.editTags} onClick={onEdit}>
          {t(tags.length > 0 ? 'hub.edit' : 'hub.tags.addFirst')}
        </button>
      </div>
    </SwipeAction>
  );
}
