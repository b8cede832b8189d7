import { useDeferredValue, useMemo, useState } from 'react';
import { Button, DotLoading, List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MAX_SEARCH_DAYS } from '@tarot/core/calendar/ze-day';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { ErrorBlock } from '../../shared/ui/error-block';
import { DatePickerButton } from './date-picker-button';
import { dateBounds, formatDay, todayText } from './dates';
import { ChartPicker } from './ze-day/chart-picker';
import { EventPicker } from './ze-day/event-picker';
import { GoodDayResults } from './ze-day/good-day-results';
import { useOwnChart } from './ze-day/use-own-chart';
import { useZeDayWording } from './ze-day/use-ze-day-wording';
import { formFromParams, formProblem, formToParams, isCoupleEvent, type ZeDayForm } from './ze-day/ze-day-form';
import { ZodiacPicker } from './ze-day/zodiac-picker';
import styles from './ze-day-page.module.css';

/**
 * 择日: the days in a range that suit an event, best first, optionally only at weekends and
 * without the days that clash with the user's 生肖 (and the partner's, for a marriage) or,
 * for a member with a saved chart, its year and day pillars; every other day below with why.
 * The form lives in the address, so coming back from a day's almanac finds the search as it
 * was; results update as the form changes.
 */
export default function ZeDayPage() {
  const { t, i18n } = useTranslation('almanac');
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => todayText());
  const [bounds] = useState(() => dateBounds());
  const paramsText = params.toString();
  const form = useMemo(() => formFromParams(new URLSearchParams(paramsText), today), [paramsText, today]);
  const deferred = useDeferredValue(form);
  const problem = formProblem(form, bounds);
  const update = (change: Partial<ZeDayForm>) => setParams(formToParams({ ...form, ...change }), { replace: true });
  const dateLabel = (date: string) => formatDay(date, i18n.language, { dateStyle: 'medium' });
  const own = useOwnChart(form.chart);
  const { wording, failed, retry } = useZeDayWording();
  // The search waits for the chart's pillars and for the words its reasons are told in.
  const searching = deferred !== form || own.pending || (!wording && !failed);

  return (
    <div className={styles.page}>
      <List mode="card" className={styles.form}>
        <EventPicker value={form.event} onChange={(event) => update({ event })} />
        <List.Item
          extra={
            <DatePickerButton
              className={styles.dateButton}
              value={form.from}
              bounds={bounds}
              onChange={(from) => update({ from })}
              label={dateLabel(form.from)}
              title={t('zeDay.from')}
            />
          }
        >
          {t('zeDay.from')}
        </List.Item>
        <List.Item
          extra={
            <DatePickerButton
              className={styles.dateButton}
              value={form.to}
              bounds={bounds}
              onChange={(to) => update({ to })}
              label={dateLabel(form.to)}
              title={t('zeDay.to')}
            />
          }
        >
          {t('zeDay.to')}
        </List.Item>
        <ChartPicker own={own} onChange={(chart) => update({ chart })} />
        <ZodiacPicker
          person="self"
          value={form.zodiac}
          fallback={own.facts?.zodiac ?? null}
          onChange={(zodiac) => update({ zodiac })}
        />
        {isCoupleEvent(form.event) && (
          <ZodiacPicker
            person="partner"
            value={form.partnerZodiac}
            onChange={(partnerZodiac) => update({ partnerZodiac })}
          />
        )}
        {/* The whole row toggles (a tap on the switch bubbles up to it), so the target is the row's 44 px+. */}
        <List.Item
          onClick={() => update({ weekendsOnly: !form.weekendsOnly })}
          arrowIcon={false}
          extra={<Switch checked={form.weekendsOnly} aria-label={t('zeDay.weekendsOnly')} />}
        >
          {t('zeDay.weekendsOnly')}
        </List.Item>
      </List>
      <div className={styles.results}>
        {problem ? (
          <p className={styles.problem} role="alert">
            {t(`zeDay.problems.${problem}`, { max: MAX_SEARCH_DAYS, min: bounds.minYear, maxYear: bounds.maxYear })}
          </p>
        ) : failed ? (
          <ErrorBlock status="default" title={t('zeDay.textsFailed')} description={t('zeDay.textsFailedHint')}>
            <Button color="primary" shape="rounded" onClick={retry}>
              {t('common:actions.retry')}
            </Button>
          </ErrorBlock>
        ) : (
          <div className={searching ? styles.pending : undefined} aria-busy={searching}>
            {searching && (
              <p className={styles.searching} role="status">
                <DotLoading color="primary" /> {t('zeDay.searching')}
              </p>
            )}
            {!own.pending && wording && (
              <GoodDayResults
                key={formToParamsKey(deferred)}
                form={deferred}
                pillars={own.facts?.pillars ?? null}
                wording={wording}
              />
            )}
          </div>
        )}
      </div>
      <Disclaimer text="almanac:note" />
    </div>
  );
}

/** A new search starts its "show more" over. */
const formToParamsKey = (form: ZeDayForm) => new URLSearchParams(formToParams(form)).toString();
