/**
 * A written 八字 reading of a chart: 旺衰, 格局, 喜用/忌, five areas of tendencies and the
 * current 大运 and 流年, as codes for render.ts to put into words. Pure: the date that
 * decides which 大运 and 流年 are current is an argument.
 */
import { assertSolarDate } from '../../format';
import type { BaziChart } from '../chart';
import { areaNotes } from './areas';
import type { RuleFacts } from './conditions';
import { chartFacts } from './facts';
import { fortuneReading, type CalendarDate } from './fortune-reading';
import { chartPattern } from './pattern';
import { dayMasterStrength } from './strength';
import type { BaziReading } from './types';
import { elementBalance } from './useful-gods';

/** Throws RangeError for a date that does not exist or lies outside the calendar's years. */
export function baziReading(chart: BaziChart, at: CalendarDate): BaziReading {
  assertSolarDate(at.year, at.month, at.day);
  const facts = chartFacts(chart);
  const strength = dayMasterStrength(facts);
  const judged: RuleFacts = { ...facts, level: strength.level, season: strength.season };
  const pattern = chartPattern({ ...judged, score: strength.score });
  const framed: RuleFacts = { ...judged, pattern: pattern.code };
  const elements = elementBalance(framed);
  const kinds = (roles: BaziReading['elements']['useful']) => roles.map((role) => role.category);
  const weighed: RuleFacts = {
    ...framed,
    welcome: [...kinds(elements.useful), ...kinds(elements.favourable)],
    unfavourable: kinds(elements.unfavourable),
  };
  return { strength, pattern, elements, areas: areaNotes(weighed), fortune: fortuneReading(chart, elements, at) };
}
