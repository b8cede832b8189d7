import type { MinorStarId, MutagenId, PalaceId, StarId } from './vocabulary';

/**
 * What is known when a rule is asked: the palace being read and, for star rules, one star
 * with its brightness and 四化. `stars` is every major star read in the palace.
 */
export interface Facts {
  readonly palace: PalaceId;
  readonly stars: readonly StarId[];
  /** The stars are the opposite palace's, read here because this one has none (借对宫). */
  readonly borrowed: boolean;
  readonly star?: StarId | MinorStarId;
  /** iztro's 庙 旺 得 利 平 不 陷, or ''. */
  readonly brightness?: string;
  readonly mutagen?: MutagenId;
}

/** Every field present must hold; an empty condition always holds. */
export interface Condition {
  readonly palace?: readonly PalaceId[];
  readonly notPalace?: readonly PalaceId[];
  readonly brightness?: readonly string[];
  readonly mutagen?: readonly MutagenId[];
  readonly borrowed?: boolean;
  /** All of these stars are read in the palace. */
  readonly stars?: readonly StarId[];
}

/**
 * A rule gives a text key when its condition holds. `{star}`, `{palace}` and `{mutagen}`
 * in the key are filled from the facts, so one row covers every star or palace.
 */
export interface Rule {
  readonly when: Condition;
  readonly text: string;
}

const within = <T>(list: readonly T[] | undefined, value: T | undefined): boolean =>
  list === undefined || (value !== undefined && list.includes(value));

export function holds(when: Condition, facts: Facts): boolean {
  return (
    within(when.palace, facts.palace) &&
    !(when.notPalace?.includes(facts.palace) ?? false) &&
    within(when.brightness, facts.brightness) &&
    within(when.mutagen, facts.mutagen) &&
    (when.borrowed === undefined || when.borrowed === facts.borrowed) &&
    (when.stars ?? []).every((star) => facts.stars.includes(star))
  );
}

const PLACEHOLDER = /\{(star|palace|mutagen)\}/g;

function fill(template: string, facts: Facts): string {
  return template.replace(PLACEHOLDER, (_, name: 'star' | 'palace' | 'mutagen') => {
    const value = facts[name];
    if (value === undefined) throw new Error(`rule text ${template} needs a ${name}`);
    return value;
  });
}

/** The text keys of the rules that hold, in table order. */
export function evaluate(rules: readonly Rule[], facts: Facts): string[] {
  return rules.filter((rule) => holds(rule.when, facts)).map((rule) => fill(rule.text, facts));
}
