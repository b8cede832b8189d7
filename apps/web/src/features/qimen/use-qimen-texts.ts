import { useQuery } from '@tanstack/react-query';
import type { TermLanguage } from '@tarot/core/glossary/renderings';
import type { QimenTexts } from '@tarot/core/qimen/reading/texts';
import { queryClient } from '../../shared/api/query-client';

/**
 * The 奇门 reading texts of the content tree, one language at a time: each file is a chunk of
 * its own, fetched when the page first needs it and kept (the files were checked against their
 * schema in CI, so the browser does not carry zod to check them again).
 */
const FILES = import.meta.glob<{ default: QimenTexts }>('../../../../../packages/content/texts/*/qimen/reading.json');

export async function loadQimenTexts(language: TermLanguage): Promise<QimenTexts> {
  const load = FILES[`../../../../../packages/content/texts/${language}/qimen/reading.json`];
  if (!load) throw new Error(`no 奇门 texts in ${language}`);
  return (await load()).default;
}

export function useQimenTexts(language: TermLanguage) {
  return useQuery(
    { queryKey: ['qimen', 'texts', language], queryFn: () => loadQimenTexts(language), staleTime: Infinity },
    queryClient,
  );
}
