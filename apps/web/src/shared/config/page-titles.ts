import { PAGE_TABLE } from '../../app/page-table';
import { PAGES, type PageName } from './paths';

/**
 * What an address is, for lists of addresses (the usage dashboard): its page's title key under
 * `common:titles` as the route table names it (one source, read here rather than copied), '' for
 * a page the spec leaves untitled, and null for an address no page has (a mistyped or old link).
 */
const TITLES = new Map<string, string>(
  (Object.keys(PAGES) as PageName[]).map((name) => [PAGES[name], PAGE_TABLE[name].title ?? '']),
);

export const pageTitleKey = (path: string): string | null => TITLES.get(path) ?? null;
