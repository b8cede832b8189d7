import { useMemo, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { transitsAnswer } from '@tarot/core/astrology/answers';
import { todayIn } from '@tarot/core/astrology/period';
import type { AstrologyTexts } from '@tarot/core/astrology/texts';
import { PERSONAL_PERIODS } from '@tarot/core/astrology/transits';
import { PAGES } from '../../shared/config/paths';
import { savedNatalParams } from '../../shared/charts/natal-charts';
import type { SavedNatalChart } from '../../shared/charts/saved-chart';
import { localStore } from '../../shared/storage/local';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { HoroscopeLines } from './horoscope-lines';
import { natalFormOf } from './natal-form';
import { PeriodChips } from './period-chips';
import { chosenChart, personalFormOf, personalParams, type PersonalForm } from './personal-form';
import { dayRangeText } from './sign-days-text';
import { TextsGate } from './texts-gate';
import { useNatalCharts } from './use-natal-charts';
import styles from './xingzuo.module.css';

/** The chart read last on this device, for readers who have not marked one as "this is me". */
const LAST_CHART = 'xingzuo.chart';

/**
 * My horoscope: today's or this week's transits to a saved natal chart — the one marked
 * "this is me", or one chosen — each line naming its transit and its dates. Computed on the
 * device from the saved birth on its own zone's calendar, so every device reads the same.
 */
export default function PersonalPage() {
  const [params, setParams] = useSearchParams();
  const form = personalFormOf(params);
  const update = (change: Partial<PersonalForm>) => {
    if (change.chart) localStore.set(LAST_CHART, change.chart);
    setParams(personalParams({ ...form, ...change }), { replace: true });
  };
  return (
    <div className={styles.page}>
      <TextsGate>{(texts) => <PersonalBody form={form} onChange={update} texts={texts} />}</TextsGate>
      <Disclaimer text="xingzuo:note" />
    </div>
  );
}

interface BodyProps {
  readonly form: PersonalForm;
  readonly onChange: (change: Partial<PersonalForm>) => void;
  readonly texts: AstrologyTexts;
}

function PersonalBody({ form, onChange, texts }: BodyProps) {
  const { t } = useTranslation('xingzuo');
  const charts = useNatalCharts();
  if (charts.isPending) {
    return (
      <p className={styles.card} role="status">
        {t('personal.loadingCharts')} <DotLoading />
      </p>
    );
  }
  if (charts.isError) return <p className={styles.card}>{t('personal.chartsFailed')}</p>;
  if (charts.data.length === 0) return <NoChart />;
  const chart = chosenChart(charts.data, form.chart, localStore.get(LAST_CHART));
  return (
    <>
      <ChartChooser charts={charts.data} chosen={chart} onChoose={(id) => onChange({ chart: id })} />
      {chart && <ChartTransits chart={chart} form={form} onChange={onChange} texts={texts} />}
    </>
  );
}

/** Visitors and members without a natal chart: what the page does, and where to draw one. */
function NoChart() {
  const { t } = useTranslation('xingzuo');
  return (
    <section className={styles.card} aria-labelledby="xingzuo-personal-empty">
      <h2 id="xingzuo-personal-empty" className={styles.cardTitle}>
        {t('personal.emptyTitle')}
      </h2>
      <p>{t('personal.empty')}</p>
      <Link className={styles.submit} to={PAGES.xingzuoNatal}>
        {t('personal.emptyLink')}
      </Link>
    </section>
  );
}

interface ChooserProps {
  readonly charts: readonly SavedNatalChart[];
  readonly chosen: SavedNatalChart | null;
  readonly onChoose: (id: string) => void;
}

/** The saved natal charts by name; shown when there is more than one to read, or none chosen yet. */
function ChartChooser({ charts, chosen, onChoose }: ChooserProps) {
  const { t } = useTranslation('xingzuo');
  if (chosen && charts.length === 1) return null;
  return (
    <section className={styles.card} aria-labelledby="xingzuo-personal-choose">
      <h2 id="xingzuo-personal-choose" className={styles.cardTitle}>
        {t('personal.choose')}
      </h2>
      <div className={styles.periods}>
        {charts.map((chart) => (
          <button
            key={chart.id}
            type="button"
            className={styles.chip}
            aria-pressed={chart.id === chosen?.id}
            onClick={() => onChoose(chart.id)}
          >
            {chart.birth.name || chart.birth.date}
          </button>
        ))}
      </div>
      {!charts.some((chart) => chart.self) && <p className={styles.small}>{t('personal.chooseHint')}</p>}
    </section>
  );
}

interface TransitsProps extends BodyProps {
  readonly chart: SavedNatalChart;
}

function ChartTransits({ chart, form, onChange, texts }: TransitsProps) {
  const { t, i18n } = useTranslation('xingzuo');
  const [now] = useState(() => Date.now());
  const params = savedNatalParams(chart);
  const key = JSON.stringify(params);
  const answer = useMemo(() => {
    const natal = params && natalFormOf(new URLSearchParams(params));
    if (!natal) return null;
    try {
      // The chart's own calendar: its day is the same on every device, wherever it is opened.
      return transitsAnswer(natal.birth, natal.houses, todayIn(natal.birth.zone, now), texts, form.period);
    } catch {
      // A zone this device does not know, or a birth outside 1900–2100.
      return null;
    }
    // The chart is compared by its address: the list is read afresh on every visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, form.period, now, texts]);
  if (!answer || !params) return <p className={styles.card}>{t('natal.invalid')}</p>;
  return (
    <>
      <section className={styles.card} aria-label={t('personal.for')}>
        <p className={styles.birthLine}>
          {[chart.birth.name, `${chart.birth.date} ${chart.birth.time ?? t('natal.noTime')}`, params.place]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <PeriodChips periods={PERSONAL_PERIODS} chosen={form.period} onChoose={(period) => onChange({ period })} />
        <Link className={styles.small} to={`${PAGES.xingzuoNatal}?${new URLSearchParams(params).toString()}`}>
          {t('personal.openChart')}
        </Link>
      </section>
      <section className={styles.card} aria-labelledby="xingzuo-personal">
        <h2 id="xingzuo-personal" className={styles.cardTitle}>
          {t(`personal.heading.${form.period}`)}
        </h2>
        <p className={styles.small}>{dayRangeText(answer.date, answer.end, i18n.language)}</p>
        {answer.transits.length > 0 ? <HoroscopeLines lines={answer.transits} /> : <p>{t('personal.quiet')}</p>}
        <p className={styles.small}>{t('personal.howRead', { zone: params.tz })}</p>
      </section>
    </>
  );
}
