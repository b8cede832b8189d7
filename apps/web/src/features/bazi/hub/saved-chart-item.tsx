import type { ReactNode } from 'react';
import { SwipeAction, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { savedNatalParams } from '../../../shared/charts/natal-charts';
import { PAGES } from '../../../shared/config/paths';
import { birthText } from '../birth-text';
import { chartSearch } from '../chart-request';
import { chartName, type SavedChart } from '../saved-chart';
import styles from './chart-hub-page.module.css';

interface SavedChartItemProps {
  readonly chart: SavedChart;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

/** The 奇门 page's address for a saved moment and question, as that page writes its own. */
const qimenAddress = ({ moment, timeZone }: Extract<SavedChart, { kind: 'qimen' }>) =>
  `${PAGES.qimen}?${new URLSearchParams({
    date: moment.date,
    time: moment.time,
    tz: timeZone ?? 'Asia/Shanghai',
    q: moment.question,
    method: moment.method,
  }).toString()}`;

/** The line under the name and the links that open the chart, per kind. */
function ChartLinks({ chart, title }: { readonly chart: SavedChart; readonly title: ReactNode }) {
  const { t } = useTranslation(['bazi', 'qimen']);
  const place = chart.location ? ` · ${chart.location.name}` : '';
  if (chart.kind === 'qimen') {
    return (
      <Link to={qimenAddress(chart)} className={styles.chartMain}>
        {title}
        <span>
          {chart.moment.date} {chart.moment.time} · {t(`qimen:form.questions.${chart.moment.question}`)}
        </span>
      </Link>
    );
  }
  if (chart.kind === 'natal') {
    const birth = savedNatalParams(chart);
    const line = (
      <>
        {title}
        <span>
          {chart.birth.date} {chart.birth.time ?? ''}
          {place}
        </span>
      </>
    );
    // A natal chart opens on the natal page, recomputed from the birth, and reads its horoscope.
    if (!birth) return <div className={styles.chartMain}>{line}</div>;
    return (
      <>
        <Link to={`${PAGES.xingzuoNatal}?${new URLSearchParams(birth).toString()}`} className={styles.chartMain}>
          {line}
        </Link>
        <Link to={`${PAGES.xingzuoPersonal}?${new URLSearchParams({ chart: chart.id }).toString()}`}>
          {t('hub.openHoroscope')}
        </Link>
      </>
    );
  }
  const { request } = chart;
  const search = chartSearch(request);
  return (
    <>
      <Link to={`${PAGES.baziDetails}${search}`} className={styles.chartMain}>
        {title}
        <span>
          {t(`gender.${request.gender}`)} · {t(`calendar.${request.calendar}`)} {birthText(request)}
          {request.location ? place : ''}
        </span>
      </Link>
      <Link to={`${PAGES.baziPro}${search}`}>{t('hub.openPro')}</Link>
      <Link to={`${PAGES.ziwei}${search}`}>{t('hub.openZiwei')}</Link>
    </>
  );
}

/** One saved chart: its kind, name and moment open the chart, its tags and edit link sit below. */
export function SavedChartItem({ chart, onEdit, onDelete }: SavedChartItemProps) {
  const { t } = useTranslation('bazi');
  const title = (
    <strong>
      <span className={styles.kind}>{t(`hub.kinds.${chart.kind}`)}</span>
      {chartName(chart) || t('summary.unnamed')}
      {chart.self && <span className={styles.self}>{t('hub.self')}</span>}
    </strong>
  );
  return (
    <SwipeAction
      rightActions={[
        { key: 'edit', text: t('hub.edit'), color: 'primary', onClick: onEdit },
        { key: 'delete', text: t('hub.delete'), color: 'danger', onClick: onDelete },
      ]}
    >
      <div className={styles.chart}>
        <ChartLinks chart={chart} title={title} />
      </div>
      <div className={styles.chartTags}>
        {chart.tags.map((tag) => (
          <Tag key={tag} round color="primary" fill="outline">
            {tag}
          </Tag>
        ))}
        <button type="button" className={styles.editTags} onClick={onEdit}>
          {t(chart.tags.length > 0 ? 'hub.edit' : 'hub.tags.addFirst')}
        </button>
      </div>
    </SwipeAction>
  );
}
