import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { localStore } from '../storage/local';
import { isLanguage, languageFromDevice, STORAGE_KEY_LANGUAGE, LANGUAGES, type Language } from './languages';

/** Each language's namespaces are separate chunks, fetched when a page first needs them. */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

function loadNamespace(language: string, namespace: string) {
  const load = bundles[`../../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No ${namespace} texts for ${language}`));
  return load().then((module) => module.default);
}

export function initialLanguage(): Language {
  const stored = localStore.get(STORAGE_KEY_LANGUAGE);
  return isLanguage(stored) ? stored : languageFromDevice(navigator.language);
}

export async function setupI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18next
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common', 'errors'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      react: { useSuspense: true },
    });
  return i18next;
}

/** Switches the interface language now and remembers it under CURRENT_LANG. */
export async function changeLanguage(language: Language): Promise<void> {
  localStore.set(STORAGE_KEY_LANGUAGE, language);
  await i18next.changeLanguage(language);
}
