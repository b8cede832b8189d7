import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCardTexts } from '@tarot/content/web/tarot';
import { DECK } from '@tarot/core/tarot/deck';
import { SPREADS } from '@tarot/core/tarot/spreads';
import { useContentTexts } from '../../shared/content/content-texts';
import { TOOLS } from '../../shared/config/tools';
import { pageLink } from '../../shared/config/paths';
import type { ResultKind, Searchable } from './search-results';

export type LocalCatalogue = Readonly<Record<Exclude<ResultKind, 'articles'>, readonly Searchable[]>>;

/**
 * Cards (named in the reader's language), spreads and tools as the reader sees them named.
 * The card texts share their cache key with the tarot pages, so each language loads once.
 */
export function useLocalCatalogue(): LocalCatalogue {
  const { t } = useTranslation(['search', 'spreads', 'home']);
  const { data: cardTexts } = useContentTexts('tarot/cards', loadCardTexts);

  return useMemo(() => {
    const cards = DECK.flatMap((card): Searchable[] => {
      const text = cardTexts?.[card.id];
      if (!text) return [];
      const keywords = [...text.keywords.upright, ...text.keywords.reversed];
      return [
        {
          id: card.id,
          title: text.name,
          details: keywords,
          subtitle: text.keywords.upright.slice(0, 3).join(' · '),
          path: pageLink('cardDetail', { id: card.id }),
        },
      ];
    });
    const spreads = SPREADS.map((spread) => ({
      id: spread.id,
      title: t(`spreads:${spread.id}.name`),
      details: [t(`spreads:${spread.id}.purpose`), t(`spreads:categories.${spread.category}`)],
      subtitle: t(`spreads:${spread.id}.purpose`),
      path: pageLink('spreadDraw', { id: spread.id }),
    }));
    const tools = TOOLS.map((tool) => ({
      id: tool.id,
      title: t(`home:tools.${tool.id}`),
      details: [],
      subtitle: t('search:toolSubtitle'),
      path: tool.path,
    }));
    return { cards, spreads, tools };
  }, [cardTexts, t]);
}
