import { useTranslation } from 'react-i18next';
import { trueSolarTime, type TrueSolarTime } from '@tarot/core/calendar/true-solar-time';
import { findCity } from '@tarot/core/geo/china-places';
import type { ChartRequest } from '../chart-request';
import { useFormCalendar, type FormCalendar } from './use-form-calendar';

/** The corrected time, or null while the date is impossible (the form refuses it on submit). */
function correctedTime(request: ChartRequest, longitude: number, library: FormCalendar): TrueSolarTime | null {
  try {
    // The chart's own input: on the birthplace's clock, turned into Beijing time.
    return trueSolarTime({ ...library.toBirthInput({ ...request, trueSolar: false }), second: 0 }, longitude);
  } catch {
    return null;
  }
}

/** What the correction does to this birth time, so the user sees the time the chart uses. */
export function TrueSolarPreview({ request }: { request: ChartRequest }) {
  const { t } = useTranslation('bazi');
  const library = useFormCalendar();
  const city = request.place ? findCity(request.place.province, request.place.city) : request.location;
  if (!city) return null;
  if (!request.trueSolar) return <>{t('form.trueSolarOff')}</>;
  if (!library) return <>{t('form.calendarLoading')}</>;
  const corrected = correctedTime(request, city.longitude, library);
  if (!corrected) return null;
  return (
    <>
      {t('form.trueSolarPreview', {
        time: corrected.text.slice(11, 16),
        offset: (corrected.offsetMinutes >= 0 ? '+' : '') + corrected.offsetMinutes.toFixed(1),
        longitude: city.longitude.toFixed(2),
      })}
    </>
  );
}
