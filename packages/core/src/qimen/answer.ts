/**
 * Everything a 奇门 page or API answer shows for a moment and a question: the chart, its
 * patterns named in the reader's language, and the written reading. The server and the
 * browser build it from the same texts, so both say the same.
 */
import type { TermLanguage } from '../glossary/renderings';
import { qimenChart, type QimenChart, type QimenOptions } from './chart';
import type { QimenMomentInput } from './moment';
import { qimenPatterns } from './patterns/detect';
import { qimenReadingFacts } from './reading/facts';
import type { QuestionKind } from './reading/question';
import {
  renderQimenPatterns,
  renderQimenReading,
  type RenderedPattern,
  type RenderedQimenReading,
} from './reading/render';
import type { QimenTexts } from './reading/texts';

export interface QimenAnswer extends QimenChart {
  readonly patterns: readonly RenderedPattern[];
  readonly reading: RenderedQimenReading;
}

export function qimenAnswerOf(
  chart: QimenChart,
  question: QuestionKind,
  texts: QimenTexts,
  lang: TermLanguage,
): QimenAnswer {
  const patterns = qimenPatterns(chart);
  return {
    ...chart,
    patterns: renderQimenPatterns(patterns, texts, lang),
    reading: renderQimenReading(qimenReadingFacts(chart, patterns, question), texts, lang),
  };
}

/** The answer for a moment; throws a RangeError for a date, time, zone or longitude out of range. */
export const qimenAnswer = (
  input: QimenMomentInput,
  options: QimenOptions,
  question: QuestionKind,
  texts: QimenTexts,
  lang: TermLanguage,
): QimenAnswer => qimenAnswerOf(qimenChart(input, options), question, texts, lang);
