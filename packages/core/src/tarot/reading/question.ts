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

/** Where the keyword stands in the text: anywhere for CJK, at a word start otherwise. */
function needle(keyword: string): string {
  return UNSPACED.test(keyword) ? keyword : ` ${keyword.trimStart()}`;
}

const contains = (text: string, keyword: string): boolean => text.includes(needle(keyword));

/**
 * Ties go to the earlier topic: the narrower kinds of love before love itself, a home before
 * money, and "decision" last, since "job A or job B?" is still a question about work.
 */
const TOPIC_ORDER: readonly KeywordTopic[] = [
  'reconciliation',
  'relationship',
  'love',
  'property',
  'study',
  'health',
  'money',
  'career',
  'decision',
];

/** Every keyword of every language with its topic, longest first. */
const KEYWORDS: readonly (readonly [keyword: string, topic: KeywordTopic])[] = Object.values(TOPIC_KEYWORDS)
  .flatMap((table) => TOPIC_ORDER.flatMap((topic) => table[topic].map((keyword) => [keyword, topic] as const)))
  .sort((a, b) => b[0].trim().length - a[0].trim().length);

/**
 * The question's topic: the one whose keywords it mentions most, in any language. Longer
 * keywords are matched first and blanked out, so a word inside a longer one is not counted
 * again. "decision" wins only when nothing more specific is named.
 */
function topicOf(question: string): Topic {
  let text = question;
  const hits = new Map<KeywordTopic, number>();
  for (const [keyword, topic] of KEYWORDS) {
    const found = needle(keyword);
    if (!text.includes(found)) continue;
    hits.set(topic, (hits.get(topic) ?? 0) + 1);
    // Keep the leading space of a spaced keyword, so the next word still has its start.
    text = text.replaceAll(found, (match) => match.replace(/\S/gu, '_'));
  }
  let best: Topic = 'general';
  let bestHits = 0;
  for (const topic of TOPIC_ORDER.filter((candidate) => candidate !== 'decision')) {
    const count = hits.get(topic) ?? 0;
    if (count > bestHits) [best, bestHits] = [topic, count];
  }
  if (best === 'general' && hits.has('decision')) return 'decision';
  return best;
}

const MARKERS = Object.values(YES_NO_MARKERS);

/** The first two words: where a spaced language puts "how" or "what" ("¿Hacia dónde…", "O que…"). */
function leadingWords(text: string): string {
  return ` ${text.trim().split(' ').slice(0, 2).join(' ')} `;
}

/**
 * Whether the question wants a yes or a no: not when it offers alternatives ("A or B?"); yes
 * when it opens with a yes-or-no phrase ("est-ce que"); not when it asks how, what or which;
 * yes when a marker says so ("吗", "should…", " ли ") or, in a spaced script, when it is a
 * question at all ("¿Me ama?", "Он меня любит?").
 */
function asksYesNo(question: string, text: string): boolean {
  if (MARKERS.some(({ alternatives }) => alternatives.some((word) => text.includes(word)))) return false;
  if (MARKERS.some(({ phrases }) => phrases.some((phrase) => text.startsWith(needle(phrase))))) return true;
  const unspaced = UNSPACED.test(text);
  const lead = leadingWords(text);
  const open = MARKERS.some((markers) =>
    markers.open.some((word) => (UNSPACED.test(word) ? text.includes(word) : lead.includes(` ${word} `))),
  );
  if (open) return false;
  const marked = MARKERS.some(
    ({ phrases, openings }) =>
      phrases.some((phrase) => contains(text, phrase)) || openings.some((word) => text.startsWith(` ${word} `)),
  );
  return marked || (!unspaced && /[?？]\s*$/u.test(question));
}

/** What the question is about and whether it wants a yes or a no; an empty question is general. */
export function readQuestion(question: string): QuestionReading {
  const text = normalize(question);
  if (!text.trim()) return { topic: 'general', yesNo: false };
  return { topic: topicOf(text), yesNo: asksYesNo(question, text) };
}
