import type { ZiweiChart, ZiweiPalace } from '../ziwei';
import { evaluate } from './engine';
import { BODY_RULES, SOUL_RULES, SOUL_STAR_RULES } from './rules';
import { starsRead } from './stars-read';
import type { SummaryReading } from './types';
import { palaceIdOf } from './vocabulary';

function palaceOn(chart: ZiweiChart, branch: string): ZiweiPalace {
  const palace = chart.palaces.find((p) => p.earthlyBranch === branch);
  if (!palace) throw new Error(`chart has no palace on ${branch}`);
  return palace;
}

/** 命宫 in brief (its stars' keywords) and the palace 身宫 shares. */
export function summaryReading(chart: ZiweiChart): SummaryReading {
  const soul = palaceOn(chart, chart.soulPalaceBranch);
  const read = starsRead(chart, soul);
  const soulFacts = { palace: 'soul', stars: read.ids, borrowed: read.borrowedFrom !== null } as const;
  const body = palaceOn(chart, chart.bodyPalaceBranch);
  const bodyPalace = palaceIdOf(body.name);
  return {
    soul: {
      earthlyBranch: soul.earthlyBranch,
      stars: read.ids,
      borrowed: soulFacts.borrowed,
      codes: [
        ...read.ids.flatMap((star) => evaluate(SOUL_STAR_RULES, { ...soulFacts, star })),
        ...evaluate(SOUL_RULES, soulFacts),
      ],
    },
    body: {
      palace: bodyPalace,
      earthlyBranch: body.earthlyBranch,
      codes: evaluate(BODY_RULES, { palace: bodyPalace, stars: [], borrowed: false }),
    },
  };
}
