import { useState } from 'react';
import { Button, Input, List, Selector, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Gender, ZiSect } from '@tarot/core/calendar/bazi/input';
import { chartSearch, NAME_MAX_LENGTH, type ChartRequest } from '../chart-request';
import { trackEvent } from '../../../shared/usage/track';
import { lastRequest } from '../saved-charts';
import { BirthDateField, type BirthDate } from './birth-date-field';
import { BirthTimeField } from './birth-time-field';
import { BirthplaceField } from './birthplace-field';
import { TrueSolarPreview } from './true-solar-preview';
import { formCalendar, type FormCalendar } from './use-form-calendar';
import { toast } from '../../../shared/ui/toast';
import styles from './bazi-page.module.css';

const DEFAULT_REQUEST: ChartRequest = {
  name: '',
  gender: 'female',
  calendar: 'solar',
  year: 1995,
  month: 6,
  day: 15,
  hour: 12,
  minute: 0,
  place: null,
  trueSolar: true,
  ziSect: 'nextDay',
};

/** The other calendar's date for the same day, so switching calendars keeps the birthday. */
function switchCalendar(
  request: ChartRequest,
  calendar: ChartRequest['calendar'],
  library: FormCalendar,
): ChartRequest {
  if (calendar === request.calendar) return request;
  if (calendar === 'lunar') {
    const lunar = library.lunarDateOf(request.year, request.month, request.day);
    return { ...request, calendar, year: lunar.year, month: lunar.month, day: lunar.day };
  }
  const [year, month, day] = library.solarDateOfLunar(request.year, request.month, request.day);
  return { ...request, calendar, year, month, day };
}

/**
 * The birth data a chart is drawn from; submitting opens `target` (a chart page's path) with
 * the data in its address. `/bazi` shows it, and so do chart pages opened without a birth.
 */
export function BirthForm({ target }: { target: string }) {
  const { t } = useTranslation('bazi');
  const navigate = useNavigate();
  const [request, setRequest] = useState<ChartRequest>(() => lastRequest.read() ?? DEFAULT_REQUEST);
  const update = (change: Partial<ChartRequest>) => setRequest((current) => ({ ...current, ...change }));

  /** Runs `use` with the calendar library, which has usually arrived long before the tap. */
  const withCalendar = (use: (library: FormCalendar) => void) =>
    void formCalendar.load().then(use, () => toast.show({ content: t('errors:network') }));

  const changeCalendar = (calendar: ChartRequest['calendar']) =>
    withCalendar((library) => setRequest((current) => switchCalendar(current, calendar, library)));

  const submit = () =>
    withCalendar(({ toBirthInput }) => {
      try {
        toBirthInput(request);
      } catch {
        toast.show({ content: t('form.invalidDate') });
        return;
      }
      lastRequest.write(request);
      trackEvent('chart-made', { page: target });
      void navigate(`${target}${chartSearch(request)}`);
    });

  return (
    <div className={styles.page}>
      <List header={t('form.person')} mode="card">
        <List.Item title={t('form.name')}>
          <Input
            placeholder={t('form.namePlaceholder')}
            value={request.name}
            maxLength={NAME_MAX_LENGTH}
            onChange={(name) => update({ name })}
            clearable
          />
        </List.Item>
        <List.Item title={t('form.gender')}>
          <Selector
            columns={2}
            value={[request.gender]}
            onChange={([gender]) => gender && update({ gender })}
            options={(['male', 'female'] as Gender[]).map((value) => ({ label: t(`gender.${value}`), value }))}
          />
        </List.Item>
      </List>
      <List header={t('form.birth')} mode="card">
        <List.Item title={t('form.calendar')}>
          <Selector
            columns={2}
            value={[request.calendar]}
            onChange={([calendar]) => calendar && changeCalendar(calendar)}
            options={(['solar', 'lunar'] as const).map((value) => ({ label: t(`calendar.${value}`), value }))}
          />
        </List.Item>
        <BirthDateField
          calendar={request.calendar}
          value={{ year: request.year, month: request.month, day: request.day }}
          onChange={(date: BirthDate) => update(date)}
        />
        <BirthTimeField
          hour={request.hour}
          minute={request.minute}
          onChange={(hour, minute) => update({ hour, minute })}
        />
        <BirthplaceField value={request} onChange={update} />
        {(request.place || request.location) && (
          <List.Item
            extra={
              <Switch
                checked={request.trueSolar}
                onChange={(trueSolar) => update({ trueSolar })}
                aria-label={t('form.trueSolar')}
              />
            }
            description={<TrueSolarPreview request={request} />}
          >
            {t('form.trueSolar')}
          </List.Item>
        )}
        <List.Item title={t('form.ziSect')} description={t('form.ziSectHint')}>
          <Selector
            columns={1}
            value={[request.ziSect]}
            onChange={([ziSect]) => ziSect && update({ ziSect })}
            options={(['nextDay', 'sameDay'] as ZiSect[]).map((value) => ({ label: t(`ziSect.${value}`), value }))}
          />
        </List.Item>
      </List>
      <div className={styles.actions}>
        <Button block color="primary" shape="rounded" size="large" onClick={submit}>
          {t('form.submit')}
        </Button>
      </div>
    </div>
  );
}
