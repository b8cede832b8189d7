import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { localStore } from '../storage/local';
import { initialLanguage } from './initial-language';
import { STORAGE_KEY_LANGUAGE, LANGUAGES, type Language } from './languages';

/** Each language's namespaces are separate chunks, fetched when a page first needs them. */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

function loadNamespace(language: string, namespace: string) {
  const load = bundles[`../../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No ${namespace} texts for ${language}`));
  return load().then((module) => module.default);
}

export async function setupI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  const language = initialLanguage();
  // antd-mobile starts in Simplified Chinese; other languages fetch their texts alongside ours.
  await Promise.all([language === 'zh-Hans' ? undefined : applyComponentLocale(language), initI18next(language)]);
  return i18next;
}

/** Loaded on demand: the first screen of a Chinese user needs none of it. */
async function applyComponentLocale(language: Language): Promise<void> {
  const { applyComponentLocale: apply } = await import('./component-locale');
  await apply(language);
}

function initI18next(language: Language) {
  return i18next
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common', 'errors'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      react: { useSuspense: true },
    });
}

/** Switches the interface language now and remembers it under CURRENT_LANG. */
export async function changeLanguage(language: Language): Promise<void> {
  localStore.set(STORAGE_KEY_LANGUAGE, language);
  // Components re-render on the language change, so their texts must be ready first.
  await applyComponentLocale(language);
  await i18next.changeLanguage(language);
}
