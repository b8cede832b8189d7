import { useTranslation } from 'react-i18next';
import type { BaziChart } from '@tarot/core/calendar/bazi/chart';
import { BAZI_GLOSSARY } from '@tarot/core/glossary/bazi-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import { birthText } from '../birth-text';
import type { ChartRequest } from '../chart-request';
import { lunarDateText } from './lunar-date-text';
import styles from './chart-summary.module.css';

/** Who the chart is for and the times it was cast from, including the 子时 school. */
export function ChartSummary({ request, chart }: { request: ChartRequest; chart: BaziChart }) {
  const { t } = useTranslation('bazi');
  const { term } = useTerm(BAZI_GLOSSARY);
  const place = request.place
    ? request.place.province === request.place.city
      ? request.place.city
      : `${request.place.province} ${request.place.city}`
    : request.location?.name;
  return (
    <section className={styles.summary}>
      <h2>
        {request.name || t('summary.unnamed')} <small>{t(`gender.${request.gender}`)}</small>
      </h2>
      <dl>
        {request.timeZone && (
          <>
            <dt>{t('summary.localTime')}</dt>
            <dd>
              {birthText(request)} <small>{request.timeZone}</small>
            </dd>
          </>
        )}
        <dt>{t(request.timeZone ? 'summary.beijingTime' : 'summary.solar')}</dt>
        <dd>{chart.solarTime.text.slice(0, 16)}</dd>
        <dt>{t('summary.lunar')}</dt>
        <dd>{lunarDateText(t, chart.lunar)}</dd>
        {place && (
          <>
            <dt>{t('summary.place')}</dt>
            <dd>{place}</dd>
          </>
        )}
        {chart.trueSolarTime && (
          <>
            <dt>{t('summary.trueSolar')}</dt>
            <dd>{chart.trueSolarTime.text.slice(0, 16)}</dd>
          </>
        )}
        <dt>{t('summary.zodiac')}</dt>
        <dd>
          {term('zodiac', chart.zodiac)} · {t(`signs.${chart.constellation}`)}
        </dd>
        <dt>{t('summary.ziSect')}</dt>
        <dd>{t(`ziSect.${chart.ziSect}`)}</dd>
      </dl>
    </section>
  );
}
