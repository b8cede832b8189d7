/**
 * Five-element tallies of a chart. How strong the day master stands is the reading's one
 * judgement (reading/strength.ts), not a count of characters.
 */
import { Element, type EightChar, type SixtyCycle } from 'tyme4ts';

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
