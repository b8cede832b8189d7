import { localStore } from '../storage/local';
import { isLanguage, languageFromDevice, STORAGE_KEY_LANGUAGE, type Language } from './languages';

/**
 * The language to start in: the one stored under CURRENT_LANG, else the device's language
 * by the spec's rule (§1), which is stored at once so the first start already records it
 * and a later change of the device language does not switch the app behind the user's back.
 */
export function initialLanguage(deviceLanguage: string | undefined = navigator.language): Language {
  const stored = localStore.get(STORAGE_KEY_LANGUAGE);
  if (isLanguage(stored)) return stored;
  const detected = languageFromDevice(deviceLanguage);
  localStore.set(STORAGE_KEY_LANGUAGE, detected);
  return detected;
}
