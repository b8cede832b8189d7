import { useQuery } from '@tanstack/react-query';
import { loadQimenTexts } from '@tarot/content/web/qimen';
import type { TermLanguage } from '@tarot/core/glossary/renderings';
import { queryClient } from '../../shared/api/query-client';
import { contentTextsQuery } from '../../shared/content/content-texts';

/** The 奇门 reading texts in one language, fetched once from the content tree and kept. */
export function useQimenTexts(language: TermLanguage) {
  return useQuery(contentTextsQuery('qimen/reading', language, loadQimenTexts), queryClient);
}
