// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { initialLanguage } from './initial-language';
import { STORAGE_KEY_LANGUAGE } from './languages';

describe('initialLanguage (spec §1)', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores the language chosen from the device under CURRENT_LANG on the first start', () => {
    expect(initialLanguage('ja-JP')).toBe('ja');
    expect(window.localStorage.getItem(STORAGE_KEY_LANGUAGE)).toBe('ja');
  });

  it('keeps the stored language on later starts, whatever the device says', () => {
    initialLanguage('de-DE');
    expect(initialLanguage('fr-FR')).toBe('de');
    expect(window.localStorage.getItem(STORAGE_KEY_LANGUAGE)).toBe('de');
  });

  it('keeps a language the user picked in settings', () => {
    window.localStorage.setItem(STORAGE_KEY_LANGUAGE, 'ko');
    expect(initialLanguage('en-US')).toBe('ko');
  });

  it('replaces a stored value that is no interface language', () => {
    window.localStorage.setItem(STORAGE_KEY_LANGUAGE, 'klingon');
    expect(initialLanguage('zh-CN')).toBe('zh-Hans');
    expect(window.localStorage.getItem(STORAGE_KEY_LANGUAGE)).toBe('zh-Hans');
  });
});
