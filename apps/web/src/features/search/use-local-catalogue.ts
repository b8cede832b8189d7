import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadCardTexts } from '@tarot/content/web/tarot';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import { DECK } from '@tarot/core/tarot/deck';
import { SPREADS } from '@tarot/core/tarot/spreads';
import { queryClient } from '../../shared/api/query-client';
import { TOOLS } from '../../shared/config/tools';
import { pageLink } from '../../shared/config/paths';
import type { ResultKind, Searchable } from './search-results';

export type LocalCatalogue = Readonly<Record<Exclude<ResultKind, 'articles'>, readonly Searchable[]>>;

/**
 * Cards (named in the reader's language), spreads and tools as the reader sees them named.
 * The card texts share their cache key with the tarot pages, so each language loads once.
 */
export function useLocalCatalogue(): LocalCatalogue {
  const { t, i18n } = useTranslation(['search', 'spreads', 'home']);
  const language = contentLanguageFor(i18n.language);
  const { data: cardTexts } = useQuery(
    { queryKey: ['tarot', 'card-texts', language], queryFn: () => loadCardTexts(language), staleTime: Infinity },
    queryClient,
  );

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
