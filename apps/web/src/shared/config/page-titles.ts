/**
 * What an address is, for lists of addresses (the usage dashboard): its page's title key under
 * `common:titles`, '' for a page the spec leaves untitled, and null for an address no page has
 * (a mistyped or old link). The route table is the one source: the app layer hands its titles
 * in at start (routes.tsx), since pages, which the table loads, cannot import it.
 */
let titles: ReadonlyMap<string, string> = new Map();

export function registerPageTitles(byPath: ReadonlyMap<string, string>): void {
  titles = byPath;
}

export const pageTitleKey = (path: string): string | null => titles.get(path) ?? null;
