import type { Locale } from 'antd-mobile/es/locales/base';
import type { Language } from './languages';

type LocaleModule = Promise<{ default: Locale }>;

/**
 * antd-mobile's own texts (dialog buttons, "no more" at a list's end, pull-to-refresh
 * hints) in each interface language. Each is a small chunk fetched with its language,
 * so the first screen carries none but Chinese, which antd-mobile bundles anyway. Only the
 * addresses are here, with the app's start: it asks for its language's texts at once,
 * alongside the code that applies them (component-locale.ts), not after it.
 */
export const COMPONENT_LOCALES: Readonly<Record<Language, () => LocaleModule>> = {
  'zh-Hans': () => import('antd-mobile/es/locales/zh-CN'),
  'zh-Hant': () => import('antd-mobile/es/locales/zh-TW'),
  en: () => import('antd-mobile/es/locales/en-US'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  pt: () => import('antd-mobile/es/locales/pt-BR'),
  ru: () => import('antd-mobile/es/locales/ru-RU'),
  it: () => import('antd-mobile/es/locales/it-IT'),
};
