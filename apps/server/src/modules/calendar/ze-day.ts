import type { UiLanguage } from '@tarot/contract/preferences';
import type { ZeDayResponse } from '@tarot/contract/ze-day';
import { zeDayReasonsSchema } from '@tarot/content/schemas/zeday';
import { loadZeDayTexts } from '@tarot/content/zeday';
import type { ChartPillars, GoodDaySearch } from '@tarot/core/calendar/ze-day';
import { zeDayLine, type ZeDayTexts, type ZeDayWording } from '@tarot/core/calendar/ze-day-text';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { term } from '@tarot/core/glossary/term';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@tarot/core/tarot/types';

/** Every language's reason texts, checked once at start: the API answers in any of them. */
const TEXTS = Object.fromEntries(
  await Promise.all(
    CONTENT_LANGUAGES.map(async (language) => [language, zeDayReasonsSchema.parse(await loadZeDayTexts(language))]),
  ),
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
