import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { whenIdle } from '../browser/when-idle';
import { localStore } from '../storage/local';
import { initialLanguage } from './initial-language';
import type { Bundles, Texts } from './all-bundles';
import { COMPONENT_LOCALES } from './component-locales';
import { formatNumber } from './number-format';
import { STORAGE_KEY_LANGUAGE, LANGUAGES, type Language } from './languages';

/**
 * Each language's namespaces are separate chunks, fetched when a page first needs them. The
 * entry carries only the addresses of the first screen's namespaces and of the pages a link
 * most often opens on (their routes name them, routes.tsx): the addresses of all 11 × 27 would
 * cost it about 3.5 KB gzipped. The full list is a chunk of its own (all-bundles.ts), fetched
 * once the first screen is idle, so a later page does not wait for it; a page opened first
 * would, a round trip, which is why those pages' texts are addressed here.
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
const loadAllBundles = () => (allBundles ??= import('./all-bundles').then((module) => module.ALL_BUNDLES));

async function loadNamespace(language: string, namespace: string) {
  const key = `../../locales/${language}/${namespace}.json`;
  const load = directBundles[key] ?? (await loadAllBundles())[key];
  if (!load) throw new Error(`No ${namespace} texts for ${language}`);
  return (await load()).default;
}

/**
 * Starts the interface language; resolves once the first screen's texts and `pageNamespaces`
 * (those of the page being opened, so it need not ask for them a round trip after its code
 * arrives) are in. Their downloads begin before this returns.
 */
export async function setupI18n(pageNamespaces: readonly string[] = []): Promise<typeof i18next> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  const language = initialLanguage();
  // The other namespaces' addresses, for the pages opened next: once the first screen's own
  // files are in, so they do not wait behind it (a namespace asked for earlier fetches it then).
  whenIdle(() => void loadAllBundles());
  const namespaces = [...new Set([...FIRST_SCREEN_NAMESPACES, ...pageNamespaces])];
  // Asked for here rather than by i18next, which asks from a task of its own code: on a phone
  // that task runs only once the start chunk (90 KB) has arrived, so the page's texts came a
  // round trip after it. i18next's own requests then find them under way.
  for (const namespace of namespaces) loadNamespace(language, namespace).catch(() => undefined);
  // antd-mobile starts in Simplified Chinese; other languages fetch their texts alongside ours.
  await Promise.all([
    language === 'zh-Hans' ? undefined : applyComponentLocale(language),
    initI18next(language, namespaces),
  ]);
  return i18next;
}

/**
 * Loaded on demand: the first screen of a Chinese user needs none of it. The texts and the
 * code that applies them are fetched together, not one after the other.
 */
async function applyComponentLocale(language: Language): Promise<void> {
  const [{ setComponentLocale }, { default: locale }] = await Promise.all([
    import('./component-locale'),
    COMPONENT_LOCALES[language](),
  ]);
  setComponentLocale(locale);
}

function initI18next(language: Language, namespaces: readonly string[]) {
  const ready = i18next
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: [...namespaces],
      // Ask for the texts now rather than on the next tick, ahead of the page's code (main.tsx).
      initAsync: false,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      react: { useSuspense: true },
    });
  i18next.services.formatter?.add('number', (value, lng) => formatNumber(value, lng ?? language));
  return ready;
}

/** Switches the interface language now and remembers it under CURRENT_LANG. */
export async function changeLanguage(language: Language): Promise<void> {
  localStore.set(STORAGE_KEY_LANGUAGE, language);
  // Components re-render on the language change, so their texts must be ready first.
  await applyComponentLocale(language);
  await i18next.changeLanguage(language);
}
