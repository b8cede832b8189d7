import type { Archetype } from './archetypes';

export interface QuizOption {
  /** `a`–`d`; the option's text is `quiz:questions.<question>.<option>`. */
  readonly id: string;
  /** The archetype the answer speaks for most (two points) and the one it leans to (one). */
  readonly scores: readonly [primary: Archetype, secondary: Archetype];
}

export interface QuizQuestion {
  /** `q01`…; the question's text is `quiz:questions.<id>.text`. */
  readonly id: string;
  readonly options: readonly QuizOption[];
}

type Pair = QuizOption['scores'];

function question(id: string, a: Pair, b: Pair, c: Pair, d: Pair): QuizQuestion {
  return { id, options: [a, b, c, d].map((scores, index) => ({ id: 'abcd'[index]!, scores })) };
}

/** Fourteen everyday choices; each archetype is the first answer in six to eight of them. */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  question('q01', ['fool', 'sun'], ['magician', 'empress'], ['hermit', 'highPriestess'], ['emperor', 'sun']),
  question('q02', ['empress', 'star'], ['emperor', 'magician'], ['highPriestess', 'hermit'], ['sun', 'fool']),
  question('q03', ['star', 'highPriestess'], ['sun', 'empress'], ['hermit', 'star'], ['fool', 'magician']),
  question('q04', ['highPriestess', 'fool'], ['emperor', 'hermit'], ['magician', 'emperor'], ['empress', 'star']),
  question('q05', ['magician', 'fool'], ['emperor', 'magician'], ['empress', 'sun'], ['star', 'hermit']),
  question('q06', ['empress', 'sun'], ['emperor', 'hermit'], ['hermit', 'star'], ['fool', 'sun']),
  question('q07', ['magician', 'fool'], ['empress', 'star'], ['emperor', 'empress'], ['highPriestess', 'hermit']),
  question('q08', ['sun', 'fool'], ['hermit', 'emperor'], ['star', 'highPriestess'], ['magician', 'sun']),
  question('q09', ['fool', 'star'], ['highPriestess', 'hermit'], ['sun', 'empress'], ['emperor', 'magician']),
  question('q10', ['hermit', 'star'], ['emperor', 'magician'], ['highPriestess', 'hermit'], ['sun', 'fool']),
  question('q11', ['fool', 'sun'], ['magician', 'emperor'], ['empress', 'star'], ['star', 'highPriestess']),
  question('q12', ['fool', 'magician'], ['highPriestess', 'star'], ['empress', 'emperor'], ['hermit', 'fool']),
  question('q13', ['fool', 'sun'], ['magician', 'hermit'], ['star', 'highPriestess'], ['empress', 'sun']),
  question('q14', ['highPriestess', 'hermit'], ['sun', 'empress'], ['magician', 'emperor'], ['star', 'empress']),
];
