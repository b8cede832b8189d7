/**
 * Five-element tallies of a chart and a deliberately simple strength verdict.
 */
import { Element, type EightChar, type HeavenStem, type SixtyCycle } from 'tyme4ts';

/** 木 火 土 金 水, in tyme4ts' order. */
export type ElementCounts = Readonly<Record<string, number>>;

const pillarsOf = (eightChar: EightChar) => [
  eightChar.getYear(),
  eightChar.getMonth(),
  eightChar.getDay(),
  eightChar.getHour(),
];

export interface ElementTally {
  /** The eight visible characters: four stems and four branches (a branch by its own element). */
  readonly visible: ElementCounts;
  /** Four stems plus every stem hidden in the branches (本气, 中气, 余气 each count one). */
  readonly withHidden: ElementCounts;
}

/** Element indices (tyme4ts Element order) one pillar adds: its stem and branch, and its stem plus hidden stems. */
interface PillarElements {
  readonly visible: readonly number[];
  readonly withHidden: readonly number[];
}

/** By sixty-cycle index: 60 answers, each read once from tyme4ts. */
const pillarElements = new Map<number, PillarElements>();

function elementsOf(pillar: SixtyCycle): PillarElements {
  let entry = pillarElements.get(pillar.getIndex());
  if (!entry) {
    const stem = pillar.getHeavenStem().getElement().getIndex();
    const branch = pillar.getEarthBranch();
    entry = {
      visible: [stem, branch.getElement().getIndex()],
      withHidden: [stem, ...branch.getHideHeavenStems().map((h) => h.getHeavenStem().getElement().getIndex())],
    };
    pillarElements.set(pillar.getIndex(), entry);
  }
  return entry;
}

export function tallyElements(eightChar: EightChar): ElementTally {
  const visible = Element.NAMES.map(() => 0);
  const withHidden = Element.NAMES.map(() => 0);
  for (const pillar of pillarsOf(eightChar)) {
    const entry = elementsOf(pillar);
    for (const i of entry.visible) visible[i] = (visible[i] ?? 0) + 1;
    for (const i of entry.withHidden) withHidden[i] = (withHidden[i] ?? 0) + 1;
  }
  const named = (counts: number[]): ElementCounts =>
    Object.fromEntries(Element.NAMES.map((name, i) => [name, counts[i] ?? 0]));
  return { visible: named(visible), withHidden: named(withHidden) };
}

export interface StrengthVerdict {
  readonly dayMaster: string;
  readonly element: string;
  /** 得令 when the month branch is the day master's element or the element that generates it. */
  readonly season: '得令' | '失令';
  /** Of the other seven characters, how many are the day master's element (比劫) or generate it (印). */
  readonly supporting: number;
  /** The other seven characters that drain, are controlled by, or control the day master. */
  readonly opposing: number;
  /** Weighted support out of 9: the month branch weighs 3, the six other characters 1 each. */
  readonly score: number;
  readonly verdict: '身强' | '身弱';
}

/** The rule, for the UI's "why" line. */
export const STRENGTH_RULE =
  '月令为提纲：月支与日主同五行或生日主为得令，计3分；其余六字（三天干、三地支本气）同我或生我各计1分；满分9分，≥5分为身强，否则身弱。';

/**
 * 身强 / 身弱 by season and support. 《子平真诠·论用神》 makes the month order (月令) the
 * key of a chart, so the month branch weighs as much as three other characters; each
 * remaining stem and branch (a branch by its main qi, as tyme4ts assigns its element)
 * supports when it is the day master's element (比劫) or generates it (印). A majority
 * of the nine points is 身强. This is a summary for display, not a 格局 analysis.
 */
export function strengthOf(eightChar: EightChar): StrengthVerdict {
  const dayMaster: HeavenStem = eightChar.getDay().getHeavenStem();
  const own = dayMaster.getElement();
  const mother = own.getReinforced();
  const supports = (element: Element): boolean => element.equals(own) || element.equals(mother);
  const others: Element[] = [
    eightChar.getYear().getHeavenStem().getElement(),
    eightChar.getMonth().getHeavenStem().getElement(),
    eightChar.getHour().getHeavenStem().getElement(),
    eightChar.getYear().getEarthBranch().getElement(),
    eightChar.getDay().getEarthBranch().getElement(),
    eightChar.getHour().getEarthBranch().getElement(),
  ];
  const inSeason = supports(eightChar.getMonth().getEarthBranch().getElement());
  const supportingOthers = others.filter(supports).length;
  const supporting = supportingOthers + (inSeason ? 1 : 0);
  const score = supportingOthers + (inSeason ? 3 : 0);
  return {
    dayMaster: dayMaster.getName(),
    element: own.getName(),
    season: inSeason ? '得令' : '失令',
    supporting,
    opposing: 7 - supporting,
    score,
    verdict: score >= 5 ? '身强' : '身弱',
  };
}
