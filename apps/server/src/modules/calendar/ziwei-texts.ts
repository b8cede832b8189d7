import type { UiLanguage } from '@tarot/contract/preferences';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import { readTexts } from '@tarot/content/server/read-texts';
import { textOf, withStarNames, type ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@tarot/core/tarot/types';

/** Every language's 紫微 texts, read and checked at start-up: a broken file stops the server, not an answer. */
const TEXTS = Object.fromEntries(
  CONTENT_LANGUAGES.map((language) => [language, withStarNames(readTexts('ziwei/reading', language), language)]),
) as Readonly<Record<ContentLanguage, ZiweiTexts>>;

/** Every string under a `codes` key anywhere in the reading, in reading order, each once. */
function codesIn(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) codesIn(item, found);
  else if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node)) {
      if (key === 'codes' && Array.isArray(value)) for (const code of value) found.add(String(code));
      else codesIn(value, found);
    }
  return found;
}

/**
 * The reading's codes in words, as the web's reading panel looks them up (core's textOf over the
 * same content files), with the names of stars, palaces, 四化 and patterns in the language.
 */
export function ziweiTexts(reading: ZiweiResponse['reading'], lang: UiLanguage): NonNullable<ZiweiResponse['texts']> {
  const language = contentLanguageFor(lang);
  const texts = TEXTS[language];
  const lines = [...codesIn(reading, new Set())].flatMap((code) => {
    const text = textOf(texts, code);
    return text === undefined ? [] : [[code, text] as const];
  });
  return { language, names: texts.names, lines: Object.fromEntries(lines) };
}
