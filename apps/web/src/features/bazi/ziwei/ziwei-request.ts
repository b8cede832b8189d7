import type { ZiweiRequest } from '@tarot/contract/calendar';
import type { ChartRequest } from '../chart-request';

/** The 紫微 chart takes the birth data as given (iztro uses the civil time and its own 子时 rule). */
export function ziweiRequestOf(request: ChartRequest, at: string | undefined): ZiweiRequest {
  return {
    calendar: request.calendar,
    year: request.year,
    month: Math.abs(request.month),
    day: request.day,
    leapMonth: request.calendar === 'lunar' && request.month < 0,
    hour: request.hour,
    minute: request.minute,
    gender: request.gender,
    ...(at ? { at } : {}),
  };
}
