import type { TFunction } from 'i18next';
import { pageTitleKey } from '../../../shared/config/page-titles';
import type { Ranked } from './rank-list';

interface PageFigures {
  readonly path: string;
  readonly views: number;
  readonly visitors: number;
}

/**
 * The most viewed pages by their titles in the reader's language, each path on hover; every
 * address no page has (old links, typing, probes) is folded into one row at its rank.
 */
export function pageRows(pages: readonly PageFigures[], t: TFunction): Ranked[] {
  const rows: Ranked[] = [];
  let notFound: { views: number; paths: string[] } | null = null;
  for (const page of pages) {
    const key = pageTitleKey(page.path);
    if (key === null) {
      if (!notFound) {
        notFound = { views: 0, paths: [] };
        rows.push({ label: t('notFoundPages'), value: 0 }); // its place in the ranking, filled in below
      }
      notFound.views += page.views;
      notFound.paths.push(page.path);
      continue;
    }
    rows.push({
      label: key ? t(`common:titles.${key}`) : page.path,
      hint: page.path,
      value: page.views,
      detail: t('visitorsDetail', { count: page.visitors }),
    });
  }
  if (notFound) {
    const index = rows.findIndex((row) => row.label === t('notFoundPages') && row.hint === undefined);
    rows[index] = { label: t('notFoundPages'), hint: notFound.paths.join('\n'), value: notFound.views };
  }
  return rows.sort((a, b) => b.value - a.value);
}
