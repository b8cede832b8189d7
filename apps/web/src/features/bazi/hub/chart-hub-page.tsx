import { useCallback, useEffect, useState } from 'react';
import { Dialog, ErrorBlock, SwipeAction, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedIn } from '../../../shared/auth/token-store';
import { PAGES } from '../../../shared/config/paths';
import { PullRefresh } from '../../../shared/ui/pull-refresh';
import { chartSearch, type ChartRequest } from '../chart-request';
import { chartsApi, syncDeviceCharts } from '../charts-api';
import { deleteChart, listSavedCharts, type SavedChart } from '../saved-charts';
import styles from './chart-hub-page.module.css';

const TOOLS = [
  { id: 'bazi', path: PAGES.birthInput, glyph: '八' },
  // Both pages ask for the birth themselves when opened without one, under their own titles.
  { id: 'pro', path: PAGES.baziPro, glyph: '专' },
  { id: 'ziwei', path: PAGES.ziwei, glyph: '紫' },
] as const;

const pad = (value: number) => String(value).padStart(2, '0');
const birthText = (r: ChartRequest) =>
  `${r.year}-${r.month < 0 ? '闰' : ''}${pad(Math.abs(r.month))}-${pad(r.day)} ${pad(r.hour)}:${pad(r.minute)}`;

/** `/paipan`: the chart tools and the charts saved on this device. */
export default function ChartHubPage() {
  const { t } = useTranslation(['bazi', 'errors']);
  const signedIn = useSignedIn();
  const [charts, setCharts] = useState<SavedChart[] | null>(() => (signedIn ? null : listSavedCharts()));

  // Members see the account's charts, after moving any kept on this device into it.
  const loadAccount = useCallback(
    () =>
      syncDeviceCharts()
        .then(() => chartsApi.list())
        .then(setCharts, () => {
          Toast.show({ content: t('errors:network') });
          setCharts([]);
        }),
    [t],
  );
  useEffect(() => {
    if (signedIn) void loadAccount();
  }, [signedIn, loadAccount]);
  const load = async () => (signedIn ? loadAccount() : setCharts(listSavedCharts()));

  const remove = async (id: string) => {
    const confirmed = await Dialog.confirm({
      content: t('hub.confirmDelete'),
      cancelText: t('common:actions.cancel'),
      confirmText: t('common:actions.ok'),
    });
    if (!confirmed) return;
    if (signedIn) await chartsApi.remove(id).catch(() => Toast.show({ content: t('errors:network') }));
    else deleteChart(id);
    await load();
  };

  return (
    <PullRefresh onRefresh={load}>
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
        <p className={styles.note}>{t(signedIn ? 'hub.accountNote' : 'hub.deviceNote')}</p>
        {charts === null ? null : charts.length === 0 ? (
          <ErrorBlock
            status="empty"
            title={t('hub.empty')}
            description={<Link to={PAGES.birthInput}>{t('hub.startOne')}</Link>}
          />
        ) : (
          <ul className={styles.charts}>
            {charts.map(({ id, request }) => {
              const search = chartSearch(request);
              return (
                <li key={id}>
                  <SwipeAction
                    rightActions={[
                      { key: 'delete', text: t('hub.delete'), color: 'danger', onClick: () => void remove(id) },
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
                  </SwipeAction>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </PullRefresh>
  );
}
