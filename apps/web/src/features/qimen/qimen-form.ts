/**
 * The 奇门 page's form as the address keeps it
 * (`?date=2024-05-01&time=10:30&tz=Asia/Shanghai&q=career&method=zhirun`), so a chart can be shared
 * and comes back as it was, in the zone it was cast in. Without a date and time the chart is of
 * now, on the device's clock.
 */
import { QIMEN_MAX_YEAR, QIMEN_MIN_YEAR } from '@tarot/core/qimen/moment';
import { QIMEN_METHODS, type QimenMethod } from '@tarot/core/qimen/ju';
import { QUESTION_KINDS, type QuestionKind } from '@tarot/core/qimen/reading/question';
import { canonicalZone } from '@tarot/core/qimen/zone';

export interface QimenForm {
  /** YYYY-MM-DD and HH:mm on the device's wall clock. */
  readonly date: string;
  readonly time: string;
  /** The IANA zone of that wall clock. */
  readonly zone: string;
  readonly question: QuestionKind;
  readonly method: QimenMethod;
  /** True while the form shows the present moment (nothing fixed in the address). */
  readonly now: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The device's wall clock as the form writes it. */
export const wallClock = (at: Date): { date: string; time: string } => ({
  date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
  time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
});

const validDate = (text: string | null): text is string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= QIMEN_MIN_YEAR && year <= QIMEN_MAX_YEAR && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};
const validTime = (text: string | null): text is string => /^([01]\d|2[0-3]):[0-5]\d$/.test(text ?? '');

/** The zone the address names, if the platform knows it. */
function zoneOf(text: string | null): string | null {
  if (!text) return null;
  try {
    return canonicalZone(text);
  } catch {
    return null;
  }
}

export function formFromParams(params: URLSearchParams, now: Date, deviceZone: string): QimenForm {
  const date = params.get('date');
  const time = params.get('time');
  const fixed = validDate(date) && validTime(time);
  const question = params.get('q') as QuestionKind;
  const method = params.get('method') as QimenMethod;
  return {
    ...(fixed ? { date, time } : wallClock(now)),
    zone: (fixed && zoneOf(params.get('tz'))) || deviceZone,
    question: QUESTION_KINDS.includes(question) ? question : 'general',
    method: QIMEN_METHODS.includes(method) ? method : 'chaibu',
    now: !fixed,
  };
}

export function formToParams(form: QimenForm): Record<string, string> {
  return {
    ...(form.now ? {} : { date: form.date, time: form.time, tz: form.zone }),
    ...(form.question === 'general' ? {} : { q: form.question }),
    ...(form.method === 'chaibu' ? {} : { method: form.method }),
  };
}

/** The chart input of a form: its wall clock in its zone. */
export function momentOf(form: QimenForm) {
  const [year, month, day] = form.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = form.time.split(':').map(Number) as [number, number];
  return { year, month, day, hour, minute, zone: form.zone };
}
