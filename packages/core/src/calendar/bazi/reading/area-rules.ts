/**
 * The five areas of a reading, as data: each rule is a set of conditions and the text it
 * adds when they hold. Rules read the balance of the ten gods (《子平真诠》's 食伤生财,
 * 比劫夺财, 官印相生 …) and the natal 冲/合 of the day branch (the 夫妻宫). Each area
 * ends with a rule that always holds, so no area is ever empty.
 */
import type { Rule } from './conditions';
import type { LifeArea } from './types';

const STRONG = { level: ['strong', 'veryStrong'] } as const;
const WEAK = { level: ['weak', 'veryWeak'] } as const;
const ELEMENTS = ['木', '火', '土', '金', '水'] as const;

/** One rule per day-master element, e.g. 'personality.element.木'. */
const byElement = (area: LifeArea): Rule[] =>
  ELEMENTS.map((element) => ({ code: `${area}.element.${element}`, when: [{ dayMasterElement: [element] }] }));

export const AREA_RULES: Readonly<Record<LifeArea, readonly Rule[]>> = {
  personality: [
    ...byElement('personality'),
    { code: 'personality.output', when: [{ atLeast: 25, of: 'output' }] },
    { code: 'personality.officer', when: [{ atLeast: 25, of: 'officer' }] },
    { code: 'personality.resource', when: [{ atLeast: 25, of: 'resource' }] },
    { code: 'personality.peer', when: [{ atLeast: 25, of: 'peer' }] },
    { code: 'personality.strong', when: [STRONG] },
    { code: 'personality.weak', when: [WEAK] },
  ],
  career: [
    { code: 'career.officer', when: [{ visibleGod: ['正官', '七杀'] }] },
    { code: 'career.output', when: [{ visibleGod: ['食神', '伤官'] }] },
    { code: 'career.wealth', when: [{ visibleGod: ['正财', '偏财'] }] },
    { code: 'career.resource', when: [{ visibleGod: ['正印', '偏印'] }] },
    { code: 'career.peer', when: [{ visibleGod: ['比肩', '劫财'] }] },
    { code: 'career.monthClash', when: [{ relation: ['六冲'], pillar: 'month' }] },
    { code: 'career.general', when: [] },
  ],
  wealth: [
    {
      code: 'wealth.outputFeeds',
      when: [
        { atLeast: 15, of: 'output' },
        { atLeast: 10, of: 'wealth' },
      ],
    },
    { code: 'wealth.strongCarries', when: [STRONG, { atLeast: 15, of: 'wealth' }] },
    { code: 'wealth.weakCarries', when: [WEAK, { atLeast: 20, of: 'wealth' }] },
    { code: 'wealth.peersShare', when: [{ atLeast: 25, of: 'peer' }] },
    { code: 'wealth.little', when: [{ atMost: 5, of: 'wealth' }] },
    { code: 'wealth.general', when: [] },
  ],
  relationships: [
    { code: 'relationships.dayClash', when: [{ relation: ['六冲'], pillar: 'day' }] },
    { code: 'relationships.dayCombine', when: [{ relation: ['地支六合', '半合', '三合'], pillar: 'day' }] },
    { code: 'relationships.peers', when: [{ atLeast: 25, of: 'peer' }] },
    { code: 'relationships.officer', when: [{ atLeast: 25, of: 'officer' }] },
    { code: 'relationships.candid', when: [{ visibleGod: ['伤官'] }] },
    { code: 'relationships.general', when: [] },
  ],
  health: [
    ...byElement('health'),
    { code: 'health.strong', when: [STRONG] },
    { code: 'health.weak', when: [WEAK] },
    { code: 'health.general', when: [] },
  ],
};
