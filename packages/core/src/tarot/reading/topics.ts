import type { LifeArea } from '../types';

/** What a question is about, as far as the reading needs to know. */
export const TOPICS = ['love', 'career', 'money', 'study', 'health', 'decision', 'general'] as const;
export type Topic = (typeof TOPICS)[number];

/** The topics a keyword can point to; `general` is what is left when none matches. */
export type KeywordTopic = Exclude<Topic, 'general'>;

/**
 * Which of the card's life-area texts answers each topic. Study reads the career texts
 * (effort, tests, mentors); a decision or an open question reads the card's general meaning.
 */
export const TOPIC_AREA: Readonly<Record<Topic, LifeArea | null>> = {
  love: 'love',
  career: 'career',
  money: 'wealth',
  study: 'career',
  health: 'health',
  decision: null,
  general: null,
};
