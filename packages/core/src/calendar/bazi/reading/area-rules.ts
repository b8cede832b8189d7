/**
 * The five areas of a reading, as data: each rule is a set of conditions and the text it
 * adds when they hold. Rules read the balance of the ten gods (《子平真诠》's 食伤生财,
 * 比劫夺财, 官印相生 …); a text that speaks well of a kind of ten god holds only where the
 * reading does not list that kind as 忌. Relationships read the 夫妻星 by gender (a man's
 * 财, a woman's 官杀: shown, hidden or absent, welcome or 忌) and the 夫妻宫 (the day
 * branch: what sits in it, its 冲 and 合). An area has at most one general line: a fallback
 * said only when nothing else holds, or a plain caveat (money, health).
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
    { code: 'personality.output', when: [{ atLeast: 25, of: 'output' }, { notUnfavourable: 'output' }] },
    { code: 'personality.officer', when: [{ atLeast: 25, of: 'officer' }, { notUnfavourable: 'officer' }] },
    { code: 'personality.resource', when: [{ atLeast: 25, of: 'resource' }, { notUnfavourable: 'resource' }] },
    { code: 'personality.peer', when: [{ atLeast: 25, of: 'peer' }] },
    { code: 'personality.strong', when: [STRONG] },
    { code: 'personality.weak', when: [WEAK] },
  ],
  career: [
    { code: 'career.officer', when: [{ visibleGod: ['正官', '七杀'] }, { notUnfavourable: 'officer' }] },
    { code: 'career.officerUnfavourable', when: [{ visibleGod: ['正官', '七杀'] }, { unfavourable: 'officer' }] },
    { code: 'career.output', when: [{ visibleGod: ['食神', '伤官'] }, { notUnfavourable: 'output' }] },
    { code: 'career.wealth', when: [{ visibleGod: ['正财', '偏财'] }, { notUnfavourable: 'wealth' }] },
    { code: 'career.resource', when: [{ visibleGod: ['正印', '偏印'] }, { notUnfavourable: 'resource' }] },
    { code: 'career.peer', when: [{ visibleGod: ['比肩', '劫财'] }, { notUnfavourable: 'peer' }] },
    { code: 'career.monthClash', when: [{ relation: ['六冲'], pillar: 'month' }] },
    { code: 'career.general', when: [], fallback: true },
  ],
  wealth: [
    {
      code: 'wealth.outputFeeds',
      when: [
        { atLeast: 15, of: 'output' },
        { atLeast: 10, of: 'wealth' },
        { notUnfavourable: 'output' },
        { notUnfavourable: 'wealth' },
      ],
    },
    { code: 'wealth.strongCarries', when: [STRONG, { atLeast: 15, of: 'wealth' }, { notUnfavourable: 'wealth' }] },
    { code: 'wealth.weakCarries', when: [WEAK, { atLeast: 20, of: 'wealth' }] },
    { code: 'wealth.peersShare', when: [{ atLeast: 25, of: 'peer' }] },
    { code: 'wealth.little', when: [{ atMost: 5, of: 'wealth' }] },
    { code: 'wealth.general', when: [] },
  ],
  relationships: [
    { code: 'relationships.male.starShows', when: [{ gender: 'male' }, { spouseStar: 'shows' }] },
    { code: 'relationships.male.starHidden', when: [{ gender: 'male' }, { spouseStar: 'hidden' }] },
    { code: 'relationships.male.starAbsent', when: [{ gender: 'male' }, { spouseStar: 'absent' }] },
    { code: 'relationships.female.starShows', when: [{ gender: 'female' }, { spouseStar: 'shows' }] },
    { code: 'relationships.female.starHidden', when: [{ gender: 'female' }, { spouseStar: 'hidden' }] },
    { code: 'relationships.female.starAbsent', when: [{ gender: 'female' }, { spouseStar: 'absent' }] },
    { code: 'relationships.female.mixed', when: [{ gender: 'female' }, { visibleAll: ['正官', '七杀'] }] },
    { code: 'relationships.starWelcome', when: [{ spouseStar: 'welcome' }] },
    { code: 'relationships.starUnfavourable', when: [{ spouseStar: 'unfavourable' }] },
    { code: 'relationships.palaceStar', when: [{ spouseStar: 'inPalace' }] },
    { code: 'relationships.palacePeer', when: [{ palace: 'peer' }] },
    { code: 'relationships.dayClash', when: [{ relation: ['六冲'], pillar: 'day' }] },
    { code: 'relationships.dayCombine', when: [{ relation: ['地支六合', '半合', '三合'], pillar: 'day' }] },
    { code: 'relationships.peers', when: [{ atLeast: 25, of: 'peer' }] },
    { code: 'relationships.officer', when: [{ atLeast: 25, of: 'officer' }] },
    { code: 'relationships.candid', when: [{ visibleGod: ['伤官'] }] },
  ],
  health: [
    ...byElement('health'),
    { code: 'health.strong', when: [STRONG] },
    { code: 'health.weak', when: [WEAK] },
    { code: 'health.general', when: [] },
  ],
};
