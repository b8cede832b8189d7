import { TOPIC_KEYWORDS, YES_NO_MARKERS } from './topic-keywords';
import type { KeywordTopic, Topic } from './topics';

export interface QuestionReading {
  readonly topic: Topic;
  /** The question asks for a yes or a no ("Should I…?", "…吗？"). */
  readonly yesNo: boolean;
}

/** Scripts that write words without spaces: their keywords match anywhere in the question. */
const UNSPACED = /[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]/u;

/** Lower case, punctuation to spaces, and a space at each end so every word has a start. */
function normalize(question: string): string {
  return ` ${question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .trim()} `;
}

function contains(text: string, keyword: string): boolean {
  // A space-padded keyword (" or ", "ex ") must stand as its own word.
  if (UNSPACED.test(keyword)) return text.includes(keyword);
  return text.includes(` ${keyword.trimStart()}`);
}

const KEYWORD_TOPICS: readonly KeywordTopic[] = ['love', 'career', 'money', 'study', 'health', 'decision'];

/**
 * The question's topic: the one whose keywords it mentions most, in any language. A tie
 * goes to the earlier topic in the list; "decision" wins only when nothing more specific
 * is named, since "job A or job B?" is still a question about work.
 */
function topicOf(text: string): Topic {
  const tables = Object.values(TOPIC_KEYWORDS);
  const hits = (topic: KeywordTopic) =>
    tables.reduce((sum, table) => sum + table[topic].filter((keyword) => contains(text, keyword)).length, 0);
  let best: Topic = 'general';
  let bestHits = 0;
  for (const topic of KEYWORD_TOPICS.filter((candidate) => candidate !== 'decision')) {
    const count = hits(topic);
    if (count > bestHits) [best, bestHits] = [topic, count];
  }
  if (best === 'general' && hits('decision') > 0) return 'decision';
  return best;
}

function asksYesNo(text: string): boolean {
  return Object.values(YES_NO_MARKERS).some(
    ({ phrases, openings }) =>
      phrases.some((phrase) => contains(text, phrase)) || openings.some((word) => text.startsWith(` ${word} `)),
  );
}

/** What the question is about and whether it wants a yes or a no; an empty question is general. */
export function readQuestion(question: string): QuestionReading {
  const text = normalize(question);
  if (!text.trim()) return { topic: 'general', yesNo: false };
  return { topic: topicOf(text), yesNo: asksYesNo(text) };
}
