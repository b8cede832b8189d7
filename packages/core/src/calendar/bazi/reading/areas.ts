/** The five areas' notes: every rule of area-rules.ts that holds, in table order. */
import { AREA_RULES } from './area-rules';
import { firingRules, type RuleFacts } from './conditions';
import { LIFE_AREAS, type LifeArea, type Note } from './types';

export const areaNotes = (facts: RuleFacts): Record<LifeArea, Note[]> =>
  Object.fromEntries(
    LIFE_AREAS.map((area) => [area, firingRules(AREA_RULES[area], facts).map((rule): Note => ({ code: rule.code }))]),
  ) as Record<LifeArea, Note[]>;
