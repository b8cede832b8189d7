import { ARCHETYPES, type Archetype } from './archetypes';
import { QUIZ_QUESTIONS, type QuizQuestion } from './questions';

/** Question id → chosen option id. */
export type QuizAnswers = Readonly<Record<string, string>>;

export interface QuizResult {
  readonly archetype: Archetype;
  readonly runnerUp: Archetype;
  /** Each archetype's share of the points given, in whole per cent, highest first. */
  readonly ranking: readonly { readonly archetype: Archetype; readonly percent: number }[];
}

const PRIMARY = 2;
const SECONDARY = 1;

export function isComplete(answers: QuizAnswers, questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): boolean {
  return questions.every((q) => q.options.some((option) => option.id === answers[q.id]));
}

/**
 * Adds up the answers. Ties go to the archetype chosen first-hand more often (two-point
 * answers), then to the earlier major arcanum, so the same answers always give the same card.
 */
export function scoreQuiz(answers: QuizAnswers, questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): QuizResult {
  if (!isComplete(answers, questions)) throw new RangeError('every question needs one of its options');
  const points = new Map<Archetype, number>(ARCHETYPES.map((a) => [a, 0]));
  const firsts = new Map<Archetype, number>(ARCHETYPES.map((a) => [a, 0]));
  for (const q of questions) {
    const [primary, secondary] = q.options.find((option) => option.id === answers[q.id])!.scores;
    points.set(primary, points.get(primary)! + PRIMARY);
    points.set(secondary, points.get(secondary)! + SECONDARY);
    firsts.set(primary, firsts.get(primary)! + 1);
  }
  const ordered = [...ARCHETYPES].sort(
    (a, b) =>
      points.get(b)! - points.get(a)! ||
      firsts.get(b)! - firsts.get(a)! ||
      ARCHETYPES.indexOf(a) - ARCHETYPES.indexOf(b),
  );
  const total = questions.length * (PRIMARY + SECONDARY);
  return {
    archetype: ordered[0]!,
    runnerUp: ordered[1]!,
    ranking: ordered.map((archetype) => ({ archetype, percent: Math.round((points.get(archetype)! * 100) / total) })),
  };
}
