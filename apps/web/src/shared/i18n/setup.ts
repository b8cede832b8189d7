import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { whenIdle } from '../browser/when-idle';
import { localStore } from '../storage/local';
import { linkManifestIn } from '../pwa/manifest-link';
import { initialLanguage } from './initial-language';
import { COMPONENT_LOCALES } from './component-locales';
import { firstNamespaces, loadAllBundles, loadNamespace } from './first-texts';
import { formatNumber } from './number-format';
import { STORAGE_KEY_LANGUAGE, LANGUAGES, type Language } from './languages';

/**
 * Starts the interface language; resolves once the first screen's texts and `pageNamespaces`
 * (those of the page being opened, so it need not ask for them a round trip after its code
 * arrives) are in. Their downloads begin before this returns.
 */
export async function setupI18n(pageNamespaces: readonly string[] = []): Promise<typeof i18next> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    linkManifestIn(language);
  });
  const language = initialLanguage();
  // The other namespaces' addresses, for the pages opened next: once the first screen's own
  // files are in, so they do not wait behind it (a namespace asked for earlier fetches it then).
  whenIdle(() => void loadAllBundles());
  // Their downloads began in the entry (first-texts.ts): i18next's requests join them.
  const namespaces = firstNamespaces(pageNamespaces);
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
