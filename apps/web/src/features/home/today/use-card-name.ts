import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCardNames } from '@tarot/content/web/tarot';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import type { CardId, CardNameTable } from '@tarot/core/tarot/types';
import { firstPageShown } from '../../../shared/browser/first-page-shown';

/**
 * One card's name in the reader's language. The names (a few KB, a chunk per language) are
 * asked for once the page has drawn, so they never hold its first paint back; '' until then.
 */
export function useCardName(id: CardId | undefined): string {
  const { i18n } = useTranslation();
  const language = contentLanguageFor(i18n.language);
  const [names, setNames] = useState<{ language: string; table: CardNameTable } | null>(null);
  useEffect(() => {
    let current = true;
    void firstPageShown()
      .then(() => loadCardNames(language))
      .then(
        (table) => current && setNames({ language, table }),
        () => undefined, // the card still shows; its name waits for the next visit
      );
    return () => {
      current = false;
    };
  }, [language]);
  return id && names?.language === language ? (names.table[id] ?? '') : '';
}
