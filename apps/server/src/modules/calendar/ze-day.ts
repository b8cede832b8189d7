import type { UiLanguage } from '@tarot/contract/preferences';
import type { ZeDayResponse } from '@tarot/contract/ze-day';
import { readTexts } from '@tarot/content/server/read-texts';
import type { ChartPillars, GoodDaySearch } from '@tarot/core/calendar/ze-day';
import { zeDayLine, type ZeDayTexts, type ZeDayWording } from '@tarot/core/calendar/ze-day-text';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { term } from '@tarot/core/glossary/term';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@tarot/core/tarot/types';

/** Every language's reason texts, read and checked at start-up: a broken file stops the server, not an answer. */
const TEXTS = Object.fromEntries(
  CONTENT_LANGUAGES.map((language) => [language, readTexts('zeday/reasons', language)]),
) as Readonly<Record<ContentLanguage, ZeDayTexts>>;

function wordingFor(lang: UiLanguage): ZeDayWording {
  const language = contentLanguageFor(lang);
  return {
    texts: TEXTS[language],
    term: (domain, key) => term(ALMANAC_GLOSSARY, language, domain, key),
    lang: language,
  };
}

/** A search as the public API answers it: each reason a `{ code, text }` line in `lang`. */
export function zeDayAnswer(search: GoodDaySearch, pillars: ChartPillars | null, lang: UiLanguage): ZeDayResponse {
  const wording = wordingFor(lang);
  return {
    ...search,
    pillars,
    days: search.days.map((day) => ({ ...day, reasons: day.reasons.map((reason) => zeDayLine(reason, wording)) })),
    excluded: search.excluded.map((day) => ({
      ...day,
      reasons: day.reasons.map((reason) => zeDayLine(reason, wording)),
    })),
  };
}
