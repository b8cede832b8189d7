import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../locales/en/common.json';
import errors from '../../locales/en/errors.json';
import feedback from '../../locales/en/feedback.json';

/**
 * Component tests read the English texts the user would see, so an assertion names what is
 * on screen, not an i18n key. Only the namespaces the tested components use are loaded.
 */
export const testI18n = i18next.use(initReactI18next).init({
  lng: 'en',
  ns: ['common', 'errors', 'feedback'],
  defaultNS: 'common',
  resources: { en: { common, errors, feedback } },
  interpolation: { escapeValue: false },
});

export const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);
