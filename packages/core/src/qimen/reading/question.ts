/**
 * What each kind of question is read from (用神), as modern teaching of 时家奇门 takes it
 * (张志春《神奇之门》, 类象): the asker is always the 日干 on the 天盘; the matter is
 * - career and job-seeking: 开门 (the office, the post);
 * - money: 生门 (profit and livelihood);
 * - love and marriage: 六合 (union, the go-between);
 * - travel: 驿马 (the horse, movement and the road);
 * - exams: 景门 (papers, documents, results);
 * - lawsuits: 惊门 (disputes, the court);
 * - illness: 天心 (the physician and treatment);
 * - a lost thing, or any other question: the 时干 (the matter of the hour itself).
 */
import type { Door, God, Star } from '../symbols';

export const QUESTION_KINDS = [
  'career',
  'wealth',
  'love',
  'travel',
  'exam',
  'lawsuit',
  'health',
  'lost-item',
  'general',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export type YongShen =
  | { readonly kind: 'door'; readonly door: Door }
  | { readonly kind: 'god'; readonly god: God }
  | { readonly kind: 'star'; readonly star: Star }
  | { readonly kind: 'hour-stem' }
  | { readonly kind: 'horse' };

export const YONG_SHEN: Readonly<Record<QuestionKind, YongShen>> = {
  career: { kind: 'door', door: '开门' },
  wealth: { kind: 'door', door: '生门' },
  love: { kind: 'god', god: '六合' },
  travel: { kind: 'horse' },
  exam: { kind: 'door', door: '景门' },
  lawsuit: { kind: 'door', door: '惊门' },
  health: { kind: 'star', star: '天心' },
  'lost-item': { kind: 'hour-stem' },
  general: { kind: 'hour-stem' },
};

/** The 用神's name as the chart writes it: 开门, 六合, 天心, 时干, 驿马. */
export const yongShenName = (y: YongShen): string =>
  y.kind === 'door'
    ? y.door
    : y.kind === 'god'
      ? y.god
      : y.kind === 'star'
        ? y.star
        : y.kind === 'horse'
          ? '驿马'
          : '时干';
