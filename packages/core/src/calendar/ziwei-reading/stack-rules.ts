/**
 * 大限 and 流年 read on top of each other (叠宫) as data: each fact a condition, each rule
 * the text it yields. 化忌 "enters" a 命宫 standing in it and "clashes" it (冲) standing
 * opposite; the birth 命宫 is only named apart when the decade opens elsewhere.
 */
export type StackFact =
  | 'samePalace'
  | 'yearJiEntersDecade'
  | 'yearJiClashesDecade'
  | 'yearJiEntersNatal'
  | 'yearJiClashesNatal'
  | 'decadeJiClashesNatal'
  | 'doubleJi'
  | 'yearLuEntersDecade';

export const STACK_TEXTS = [
  'samePalace',
  'jiEntersDecade',
  'jiClashesDecade',
  'jiEntersNatal',
  'jiClashesNatal',
  'decadeJiClashesNatal',
  'doubleJi',
  'luEntersDecade',
] as const;
export type StackText = (typeof STACK_TEXTS)[number];

export const STACK_RULES: readonly { readonly when: StackFact; readonly text: `stack.${StackText}` }[] = [
  { when: 'samePalace', text: 'stack.samePalace' },
  { when: 'yearJiEntersDecade', text: 'stack.jiEntersDecade' },
  { when: 'yearJiClashesDecade', text: 'stack.jiClashesDecade' },
  { when: 'yearJiEntersNatal', text: 'stack.jiEntersNatal' },
  { when: 'yearJiClashesNatal', text: 'stack.jiClashesNatal' },
  { when: 'decadeJiClashesNatal', text: 'stack.decadeJiClashesNatal' },
  { when: 'doubleJi', text: 'stack.doubleJi' },
  { when: 'yearLuEntersDecade', text: 'stack.luEntersDecade' },
];

export const stackCodes = (facts: ReadonlySet<StackFact>): string[] =>
  STACK_RULES.filter((rule) => facts.has(rule.when)).map((rule) => rule.text);
