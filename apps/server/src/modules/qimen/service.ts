import { LRUCache } from 'lru-cache';
import { readTexts } from '@tarot/content/server/read-texts';
import {
  QIMEN_MAX_YEAR,
  QIMEN_MIN_YEAR,
  qimenResponse,
  type QimenQuery,
  type QimenResponse,
} from '@tarot/contract/qimen';
import { qimenAnswer } from '@tarot/core/qimen/answer';
import { canonicalZone } from '@tarot/core/qimen/zone';
import { AppError } from '../../errors';

export interface QimenService {
  chart(query: QimenQuery): QimenResponse;
}

/** Answers kept: a chart depends only on its query, so a repeated one is served from memory. */
const CACHE_ENTRIES = 2_000;

function answerOf(query: QimenQuery): QimenResponse {
  const [year, month, day] = query.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = query.time.split(':').map(Number) as [number, number];
  if (year < QIMEN_MIN_YEAR || year > QIMEN_MAX_YEAR) {
    throw new AppError('QIMEN_OUT_OF_RANGE', `奇门 charts cover ${QIMEN_MIN_YEAR}–${QIMEN_MAX_YEAR}, not ${year}`);
  }
  let zone: string;
  try {
    zone = canonicalZone(query.tz);
  } catch {
    throw new AppError('INVALID_TIME_ZONE', `Unknown time zone ${query.tz}`);
  }
  try {
    const answer = qimenAnswer(
      {
        year,
        month,
        day,
        hour,
        minute,
        zone,
        ...(query.longitude === undefined ? {} : { longitude: query.longitude }),
      },
      { method: query.method },
      query.question,
      readTexts('qimen/reading', query.lang),
      query.lang,
    );
    return qimenResponse.parse(answer);
  } catch (error) {
    // Core refuses a day that does not exist (31 April, 29 February of a common year).
    if (error instanceof RangeError) throw new AppError('INVALID_DATE', `Invalid date: ${error.message}`);
    throw error;
  }
}

export function createQimenService(): QimenService {
  const cache = new LRUCache<string, QimenResponse>({ max: CACHE_ENTRIES });
  return {
    chart(query) {
      // The validated query has its fields in schema order, so equal requests share a key.
      const key = JSON.stringify(query);
      let answer = cache.get(key);
      if (!answer) {
        answer = answerOf(query);
        cache.set(key, answer);
      }
      return answer;
    },
  };
}
