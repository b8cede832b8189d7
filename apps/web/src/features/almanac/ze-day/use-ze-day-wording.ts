import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadZeDayTexts } from '@tarot/content/web/zeday';
import type { ZeDayWording } from '@tarot/core/calendar/ze-day-text';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { queryClient } from '../../../shared/api/query-client';
import { contentTextsQuery } from '../../../shared/content/content-texts';
import { useTerm } from '../../../shared/i18n/use-term';

/**
 * What 择日's reasons are said with in the interface language: the content tree's sentences
 * (one small chunk per language) and the almanac glossary's terms. Null until the sentences
 * have come; `failed` when they could not, until `retry`.
 */
export function useZeDayWording(): {
  readonly wording: ZeDayWording | null;
  readonly failed: boolean;
  readonly retry: () => void;
} {
  const { term, lang } = useTerm(ALMANAC_GLOSSARY);
  const texts = useQuery(contentTextsQuery('zeday/reasons', lang, loadZeDayTexts), queryClient);
  const wording = useMemo(() => (texts.data ? { texts: texts.data, term, lang } : null), [texts.data, term, lang]);
  return { wording, failed: texts.isError, retry: () => void texts.refetch() };
}
