import { readFileSync } from 'node:fs';
import type { UiLanguage } from '@tarot/contract/preferences';

type SpreadTexts = Readonly<
  Record<string, { readonly positions?: Readonly<Record<string, { readonly name: string }>> }>
>;

const read = new Map<UiLanguage, SpreadTexts>();

/**
 * The name of a spread's position in a language, as the app shows it. Position names are
 * interface texts (the web's `spreads` namespace in eleven languages); the API reads those same
 * files from the checkout, as the server reads the built app, so a reading names its positions
 * exactly as the reading page does. Each language is read once.
 */
export function positionName(lang: UiLanguage, spreadId: string, key: string): string {
  let texts = read.get(lang);
  if (!texts) {
    const file = new URL(`../../../../web/src/locales/${lang}/spreads.json`, import.meta.url);
    texts = JSON.parse(readFileSync(file, 'utf8')) as SpreadTexts;
    read.set(lang, texts);
  }
  const name = texts[spreadId]?.positions?.[key]?.name;
  if (!name) throw new Error(`no name for position ${spreadId}.${key} in ${lang}`);
  return name;
}
