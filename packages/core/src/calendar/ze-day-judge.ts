/**
 * The practitioner's verdict on a day the almanac allows for an event (its 宜 holds the
 * event, its 忌 does not): rejected when its 值神 is 黑道, its 建除 does not suit the event,
 * or it clashes (六冲) the 生肖 of someone it is for; otherwise kept with the reasons it
 * qualifies and the points that rank it.
 */
import type { God } from 'tyme4ts';
import type { Clash } from './almanac-hours';
import type { ZeDayEvent } from './ze-day-events';
import { pointsOf } from './ze-day-rank';

/** Whose 生肖 a day is checked against: the user, and for a marriage the partner. */
export type Person = 'self' | 'partner';

export interface PersonZodiac {
  readonly person: Person;
  readonly zodiac: string;
}

/** What the verdict reads from a day. */
export interface JudgedFacts {
  readonly duty: string;
  readonly twelveStar: { readonly name: string; readonly ecliptic: string };
  readonly clash: Clash;
  readonly recommends: readonly string[];
}

export type ZeDayReason =
  /** The event's terms in the day's 宜. */
  | { readonly kind: 'recommended'; readonly terms: readonly string[] }
  /** A 黄道 day, with its 值神. */
  | { readonly kind: 'ecliptic'; readonly star: string }
  /** Its 建除 suits the event. */
  | { readonly kind: 'duty'; readonly duty: string }
  /** It clashes none of these 生肖. */
  | { readonly kind: 'noClash'; readonly zodiacs: readonly string[] }
  /** An auspicious god on the day and the points it adds. */
  | { readonly kind: 'god'; readonly god: string; readonly points: number };

export type ZeDayRejection =
  /** A 黑道 day, with its 值神 (e.g. 玄武). */
  | { readonly kind: 'blackDay'; readonly star: string }
  /** Its 建除 does not suit the event. */
  | { readonly kind: 'duty'; readonly duty: string }
  /** The day clashes this person's 生肖. */
  | { readonly kind: 'clash'; readonly person: Person; readonly zodiac: string };

const BLACK = '黑道';

/** Why the day is not for the event, empty when it is. */
export function rejectionsOf(event: ZeDayEvent, day: JudgedFacts, people: readonly PersonZodiac[]): ZeDayRejection[] {
  const rejections: ZeDayRejection[] = [];
  if (day.twelveStar.ecliptic === BLACK) rejections.push({ kind: 'blackDay', star: day.twelveStar.name });
  if (!event.duties.includes(day.duty)) rejections.push({ kind: 'duty', duty: day.duty });
  for (const { person, zodiac } of people) {
    if (day.clash.zodiac === zodiac) rejections.push({ kind: 'clash', person, zodiac });
  }
  return rejections;
}

/** Why a day that was not rejected suits the event, and its rank's points (the gods' sum). */
export function reasonsOf(
  event: ZeDayEvent,
  day: JudgedFacts,
  people: readonly PersonZodiac[],
  gods: readonly God[],
): { readonly reasons: ZeDayReason[]; readonly score: number } {
  const godPoints = pointsOf(gods, event);
  const reasons: ZeDayReason[] = [
    { kind: 'recommended', terms: event.terms.filter((term) => day.recommends.includes(term)) },
    { kind: 'ecliptic', star: day.twelveStar.name },
    { kind: 'duty', duty: day.duty },
    ...(people.length > 0 ? [{ kind: 'noClash' as const, zodiacs: people.map((p) => p.zodiac) }] : []),
    ...godPoints.map(({ god, points }) => ({ kind: 'god' as const, god, points })),
  ];
  return { reasons, score: godPoints.reduce((sum, { points }) => sum + points, 0) };
}
