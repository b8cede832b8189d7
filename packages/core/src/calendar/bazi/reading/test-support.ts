/** Births written as people say them, every code a reading produced and every word it shows, for the reading's tests. */
import { baziChart, type BaziChart } from '../chart';
import type { RenderedReading } from './render';
import type { BaziReading } from './types';

/** 'YYYY-MM-DD HH:mm male|female', Beijing time, 子时 turning the day at 23:00. */
export function chartOf(birth: string): BaziChart {
  const [date, time, gender] = birth.split(' ') as [string, string, 'male' | 'female'];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return baziChart({ year, month, day, hour, minute, gender, ziSect: 'nextDay' });
}

/** The frame as 'pattern:<code>' and the code of every note, each once. */
export function codesOf(reading: BaziReading): string[] {
  const { strength, pattern, elements, areas, fortune } = reading;
  const notes = [
    ...strength.reasons,
    ...pattern.reasons,
    ...[...elements.useful, ...elements.favourable, ...elements.unfavourable].map((role) => role.reason),
    ...Object.values(areas).flat(),
    ...fortune.notes,
    ...[fortune.decade, ...fortune.years].flatMap((period) => period?.notes ?? []),
  ];
  return [...new Set([`pattern:${pattern.code}`, ...notes.map((note) => note.code)])];
}

/** Every sentence and name a reader sees (the codes and the pillars' own characters are data). */
export function wordsOf(rendered: RenderedReading): string[] {
  const { strength, pattern, elements, areas, fortune } = rendered;
  const roles = [...elements.useful, ...elements.favourable, ...elements.unfavourable];
  return [
    strength.levelName,
    pattern.name,
    pattern.about,
    ...roles.flatMap((role) => [role.elementName, role.categoryName, role.reason.text]),
    ...[
      ...strength.reasons,
      ...pattern.reasons,
      ...Object.values(areas).flat(),
      ...fortune.notes,
      ...[fortune.decade, ...fortune.years].flatMap((period) => period?.notes ?? []),
    ].map((line) => line.text),
  ];
}

/** A Chinese character, which only zh-Hans, zh-Hant and ja readings may show. */
export const HAN = /\p{Script=Han}/u;
