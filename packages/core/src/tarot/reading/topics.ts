import type { LifeArea } from '../types';

/**
 * What a question is about, as far as the reading needs to know. Love has three kinds: feelings
 * and finding someone (`love`), the state and course of a couple (`relationship`), and an ex or
 * a return (`reconciliation`); `decision` is a choice that names no other area.
 */
export const TOPICS = [
  'love',
  'relationship',
  'reconciliation',
  'career',
  'study',
  'money',
  'property',
  'health',
  'decision',
  'general',
] as const;
export type Topic = (typeof TOPICS)[number];

/** The topics a keyword can point to; `general` is what is left when none matches. */
export type KeywordTopic = Exclude<Topic, 'general'>;

/**
 * Which of the card's life-area texts answers each topic. Study reads the career texts
 * (effort, tests, mentors), property the wealth texts; a decision or an open question reads
 * the card's general meaning.
 */
export const TOPIC_AREA: Readonly<Record<Topic, LifeArea | null>> = {
  love: 'love',
  relationship: 'love',
  reconciliation: 'love',
  career: 'career',
  study: 'career',
  money: 'wealth',
  property: 'wealth',
  health: 'health',
  decision: null,
  general: null,
};

/** The three kinds of love question, for rules that read any of them. */
export const LOVE_TOPICS: readonly Topic[] = ['love', 'relationship', 'reconciliation'];
