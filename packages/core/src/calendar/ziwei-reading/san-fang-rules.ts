/**
 * What 三方四正 says of a palace, as data: counts of 六吉 and 六煞 met there, and where the
 * 生年 化禄 and 化忌 stand. A palace is read with the three that face it (对宫 and 三合);
 * 化忌 opposite a palace strikes it (化忌冲), and 禄存 counts with 化禄 as a 禄.
 */
export interface SanFangFacts {
  readonly lucky: number;
  readonly malefic: number;
  /** 禄存 or 化禄 anywhere in 三方四正. */
  readonly lu: boolean;
  readonly jiSelf: boolean;
  readonly jiOpposite: boolean;
}

export const SAN_FANG_TEXTS = [
  'luckyMany',
  'luckySome',
  'maleficMany',
  'maleficSome',
  'quiet',
  'lu',
  'jiSelf',
  'jiOpposite',
] as const;
export type SanFangText = (typeof SAN_FANG_TEXTS)[number];

export interface SanFangRule {
  readonly when: {
    readonly lucky?: readonly [min: number, max: number];
    readonly malefic?: readonly [min: number, max: number];
    readonly lu?: boolean;
    readonly jiSelf?: boolean;
    readonly jiOpposite?: boolean;
  };
  readonly text: `sanFang.${SanFangText}`;
}

const MANY = 99;

export const SAN_FANG_RULES: readonly SanFangRule[] = [
  { when: { lucky: [3, MANY] }, text: 'sanFang.luckyMany' },
  { when: { lucky: [1, 2] }, text: 'sanFang.luckySome' },
  { when: { malefic: [3, MANY] }, text: 'sanFang.maleficMany' },
  { when: { malefic: [1, 2] }, text: 'sanFang.maleficSome' },
  { when: { lucky: [0, 0], malefic: [0, 0] }, text: 'sanFang.quiet' },
  { when: { lu: true }, text: 'sanFang.lu' },
  { when: { jiSelf: true }, text: 'sanFang.jiSelf' },
  { when: { jiOpposite: true }, text: 'sanFang.jiOpposite' },
];

const inRange = (range: readonly [number, number] | undefined, value: number) =>
  range === undefined || (value >= range[0] && value <= range[1]);
const same = (want: boolean | undefined, value: boolean) => want === undefined || want === value;

export function sanFangCodes(facts: SanFangFacts): string[] {
  return SAN_FANG_RULES.filter(
    ({ when }) =>
      inRange(when.lucky, facts.lucky) &&
      inRange(when.malefic, facts.malefic) &&
      same(when.lu, facts.lu) &&
      same(when.jiSelf, facts.jiSelf) &&
      same(when.jiOpposite, facts.jiOpposite),
  ).map((rule) => rule.text);
}
