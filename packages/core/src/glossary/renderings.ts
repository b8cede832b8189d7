/**
 * The shape every glossary table shares. A calendar term is keyed by the library's own
 * Simplified Chinese (tyme4ts, iztro), which is also its zh-Hans rendering; each entry
 * gives the ten other interface languages. Tables are written as rows of ten strings in
 * the column order below, so a domain file reads like a printed glossary.
 */
export const TERM_LANGUAGES = ['zh-Hans', 'zh-Hant', 'en', 'ja', 'ko', 'fr', 'es', 'de', 'pt', 'ru', 'it'] as const;
export type TermLanguage = (typeof TERM_LANGUAGES)[number];

/** Every language but zh-Hans, in the order a table row lists them. */
export const ROW_COLUMNS = ['zh-Hant', 'en', 'ja', 'ko', 'fr', 'es', 'de', 'pt', 'ru', 'it'] as const;
export type RowLanguage = (typeof ROW_COLUMNS)[number];

export type Row = readonly [
  zhHant: string,
  en: string,
  ja: string,
  ko: string,
  fr: string,
  es: string,
  de: string,
  pt: string,
  ru: string,
  it: string,
];

/** A domain's table: Simplified key → its row. */
export type GlossaryTable = Readonly<Record<string, Row>>;

export const isTermLanguage = (value: string): value is TermLanguage =>
  (TERM_LANGUAGES as readonly string[]).includes(value);

/** The rendering of `key` in `lang` from one table, or undefined when the table lacks it. */
export function renderingOf(table: GlossaryTable, lang: TermLanguage, key: string): string | undefined {
  if (lang === 'zh-Hans') return Object.hasOwn(table, key) ? key : undefined;
  const row = Object.hasOwn(table, key) ? table[key] : undefined;
  return row?.[ROW_COLUMNS.indexOf(lang)];
}
