/**
 * Memos for iztro's translation look-ups. iztro works on its display strings and turns
 * them back into keys with `kot` ("key of translation") some 350 times per chart and
 * horoscope; each call walks Object.entries of all six locale tables until a
 * translation matches, which is about 70 % of an uncached chart's time.
 *
 * kot's answer depends only on its two arguments: the locale tables and STAR_ALIASES it
 * reads are fixed at load, and setLanguage changes what `t` returns, not what kot finds.
 * So the memo asks the original kot once per distinct (value, k) and keeps the answer,
 * whatever it is (values that are not strings, such as the undefined some horoscope
 * look-ups pass, included: Map keys keep them apart from their string forms).
 *
 * iztro's modules read kot and t from the i18n module's exports on every call
 * (`(0, i18n_1.kot)(…)`), so the memos take effect by replacing those properties — only
 * while `withMemoisedTranslations` runs our own iztro calls, then the original is put
 * back. iztro stays unpatched for any other caller, and the tests can compare against it.
 * This needs Node's CommonJS loader, which is fine: 紫微 charts are computed on the server.
 */
import { createRequire } from 'node:module';
import type * as IztroI18n from 'iztro/lib/i18n';

type Kot = typeof IztroI18n.kot;
type Translate = typeof IztroI18n.t;

const require = createRequire(import.meta.url);
/** The exports object iztro's own modules get from require('../i18n'). */
const i18n = require('iztro/lib/i18n') as { kot: Kot; t: Translate };
/** The i18next instance iztro's `t` asks: its own copy, whose language says what `t` answers. */
const iztroI18next = createRequire(require.resolve('iztro/lib/i18n'))('i18next') as { language: string };
const originalKot = i18n.kot;
const originalT = i18n.t;

/**
 * iztro's vocabulary — keys and translations in its six locales — is about 1,400 strings,
 * asked with at most four different `k`; past this many entries the memo stops growing
 * and answers through the original, so stray strings cannot fill memory.
 */
const MAX_ENTRIES = 10_000;

type Lookup = (table: unknown, key: unknown) => unknown;

/** `lookup` remembered by table and key, up to MAX_ENTRIES answers; past them it is asked each time. */
function boundedMemo(lookup: Lookup): Lookup {
  const tables = new Map<unknown, Map<unknown, unknown>>();
  let entries = 0;
  return (table, key) => {
    let answers = tables.get(table);
    if (!answers) {
      answers = new Map();
      tables.set(table, answers);
    }
    if (answers.has(key)) return answers.get(key);
    const answer = lookup(table, key);
    if (entries < MAX_ENTRIES) {
      answers.set(key, answer);
      entries += 1;
    }
    return answer;
  };
}

const kotByK = boundedMemo((k, value) => (originalKot as (value: unknown, k?: unknown) => unknown)(value, k));
const memoisedKot = ((value: unknown, k?: string): unknown => kotByK(k, value)) as Kot;

/**
 * iztro's forward look-up, `t`, some 250 times a chart: i18next's full path each time, about
 * half of a chart's remaining time (it canonicalises the language code with Intl on every
 * call). Its answer depends on the key and on the language iztro's i18next is set to, nothing
 * else (the tables are fixed at load), so the memo keeps one table per language. Keys are
 * iztro's vocabulary, bounded like kot's.
 */
const tByLanguage = boundedMemo((_language, key) => originalT(key as string));
const memoisedT = ((key: string): unknown =>
  key ? tByLanguage(iztroI18next.language, key) : originalT(key)) as Translate;

/** Runs `work` (synchronous iztro calls) with kot and t memoised, and restores iztro's own after. */
export function withMemoisedTranslations<T>(work: () => T): T {
  const previous = { kot: i18n.kot, t: i18n.t };
  i18n.kot = memoisedKot;
  i18n.t = memoisedT;
  try {
    return work();
  } finally {
    i18n.kot = previous.kot;
    i18n.t = previous.t;
  }
}
