import { describe, expect, it } from 'vitest';
import { COMPONENT_LOCALES } from './component-locales';
import type { Language } from './languages';

/** How antd-mobile's dialogs say “cancel” in each interface language. */
const CANCEL: Readonly<Record<Language, string>> = {
  'zh-Hans': '取消',
  'zh-Hant': '取消',
  en: 'Cancel',
  ja: 'キャンセル',
  ko: '취소',
  fr: 'Annuler',
  es: 'Cancelar',
  de: 'Abbrechen',
  pt: 'Cancelar',
  ru: 'Отменить',
  it: 'Annulla',
};

describe('antd-mobile’s texts for each interface language', () => {
  it.each(Object.entries(CANCEL))('%s: its dialogs say “%s”', async (language, cancel) => {
    const { default: locale } = await COMPONENT_LOCALES[language as Language]();
    expect(locale.common.cancel).toBe(cancel);
  });
});
