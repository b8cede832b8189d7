import { chartTagProblem, MAX_CHART_TAGS, type ChartTagProblem } from '@tarot/contract/chart-tags';

/** The tags after adding one, or why it cannot be added: the server's rules, told before sending. */
export function addTag(tags: readonly string[], typed: string): readonly string[] | ChartTagProblem {
  const tag = typed.trim();
  const problem = chartTagProblem(tag);
  if (problem) return problem;
  if (tags.includes(tag)) return tags;
  return tags.length >= MAX_CHART_TAGS ? 'CHART_TAGS_TOO_MANY' : [...tags, tag];
}

export const removeTag = (tags: readonly string[], tag: string): readonly string[] =>
  tags.filter((kept) => kept !== tag);

/** The member's other tags, offered as one-tap choices, most used first. */
export const tagChoices = (known: readonly { tag: string }[], chosen: readonly string[]): string[] =>
  known.map(({ tag }) => tag).filter((tag) => !chosen.includes(tag));
