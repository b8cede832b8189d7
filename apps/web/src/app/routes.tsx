import { registerPageTitles } from '../shared/config/page-titles';
import { PAGES, type PageName } from '../shared/config/paths';
import { lazyPage, type LazyPage } from './lazy-page';
import { NOT_FOUND_PAGE, PAGE_TABLE, type PageEntry, type PageLoader } from './page-table';

export interface AppRoute extends Omit<PageEntry, 'load'> {
  readonly path: string;
  readonly page: LazyPage;
}

/** One lazy page per chunk: the two addresses of the home page share theirs. */
const lazyPages = new Map<PageLoader, LazyPage>();
function lazyPageOf(load: PageLoader): LazyPage {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazyPage(load);
    lazyPages.set(load, page);
  }
  return page;
}

const toRoute = (path: string, { load, ...page }: PageEntry): AppRoute => ({ path, page: lazyPageOf(load), ...page });

/** The spec's route table (§2): every page of page-table.ts at its address, drawn lazily. */
export const ROUTES: readonly AppRoute[] = (Object.keys(PAGE_TABLE) as PageName[]).map((name) =>
  toRoute(PAGES[name], PAGE_TABLE[name]),
);

registerPageTitles(new Map(ROUTES.map((route) => [route.path, route.title ?? ''])));

export const NOT_FOUND_ROUTE: AppRoute = toRoute('*', NOT_FOUND_PAGE);

export function findRoute(pathname: string): AppRoute {
  return ROUTES.find((route) => route.path === pathname) ?? NOT_FOUND_ROUTE;
}
