/** The five areas' notes: every rule of area-rules.ts that holds, in table order; a fallback only when none other does. */
import { AREA_RULES } from './area-rules';
import { firingRules, type RuleFacts } from './conditions';
import { LIFE_AREAS, type LifeArea, type Note } from './types';

export const areaNotes = (facts: RuleFacts): Record<LifeArea, Note[]> =>
  Object.fromEntries(
    LIFE_AREAS.map((area) => {
      const firing = firingRules(AREA_RULES[area], facts);
      const specific = firing.filter((rule) => !rule.fallback);
      const chosen = specific.length > 0 ? specific : firing;
      return [area, chosen.map((rule): Note => ({ code: rule.code }))];
    }),
  ) as Record<LifeArea, Note[]>;
