import type { Bundles, Texts } from './all-bundles';
import { COMPONENT_LOCALES } from './component-locales';
import { initialLanguage } from './initial-language';

/**
 * Each language's namespaces are separate chunks, fetched when a page first needs them. The
 * entry carries only the addresses of the first screen's namespaces and of the pages a link
 * most often opens on (their routes name them, page-table.ts): the addresses of all 11 × 27
 * would cost it about 3.5 KB gzipped. The full list is a chunk of its own (all-bundles.ts),
 * fetched once the first screen is idle, so a later page does not wait for it; a page opened
 * first would, a round trip, which is why those pages' texts are addressed here.
 *
 * Nothing here needs React or i18next: the entry (main.tsx) asks for the opened page's texts
 * before the start chunk that holds them has arrived.
 */
const directBundles: Bundles = import.meta.glob<Texts>(
  '../../locales/*/{common,errors,home,search,almanac,bazi,spreads,tarot}.json',
);
/**
 * The first screen's namespaces, fetched together before the first render: the home page's
 * own texts would otherwise wait for its chunk, a round trip later. A deep link to another
 * page fetches about 1 KB it does not need yet.
 */
const FIRST_SCREEN_NAMESPACES = ['common', 'errors', 'home', 'search'];

let allBundles: Promise<Bundles> | null = null;
export const loadAllBundles = () => (allBundles ??= import('./all-bundles').then((module) => module.ALL_BUNDLES));

/** One namespace's texts in one language; a second ask joins the first download. */
export async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const key = `../../locales/${language}/${namespace}.json`;
  const load = directBundles[key] ?? (await loadAllBundles())[key];
  if (!load) throw new Error(`No ${namespace} texts for ${language}`);
  return (await load()).default;
}

/** The namespaces the app starts with: the first screen's and those of the page it opens on. */
export const firstNamespaces = (pageNamespaces: readonly string[] = []): string[] => [
  ...new Set([...FIRST_SCREEN_NAMESPACES, ...pageNamespaces]),
];

/**
 * Starts fetching the texts the app opens with, in the interface language: its namespaces and,
 * for any language but Simplified Chinese (which antd-mobile carries), antd-mobile's own.
 * i18next and the component locale's code pick up the same downloads when they ask.
 */
export function startFirstTexts(pageNamespaces: readonly string[]): void {
  const language = initialLanguage();
  for (const namespace of firstNamespaces(pageNamespaces)) loadNamespace(language, namespace).catch(() => undefined);
  if (language !== 'zh-Hans') COMPONENT_LOCALES[language]().catch(() => undefined);
}
