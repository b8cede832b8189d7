import { describe, expect, it } from 'vitest';
import { languageFromDevice } from './languages';

describe('languageFromDevice (spec §1)', () => {
  it.each([
    ['zh-CN', 'zh-Hans'],
    ['zh_CN', 'zh-Hans'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['en-US', 'en'],
    ['en', 'en'],
    ['ja-JP', 'ja'],
    ['ko-KR', 'ko'],
    ['fr-CA', 'fr'],
    ['es-419', 'es'],
    ['de-AT', 'de'],
    ['pt-BR', 'pt'],
    ['ru', 'ru'],
    ['it-IT', 'it'],
  ] as const)('maps %s to %s', (device, expected) => {
    expect(languageFromDevice(device)).toBe(expected);
  });

  it('falls back to Traditional Chinese for languages it does not offer', () => {
    expect(languageFromDevice('nl-NL')).toBe('zh-Hant');
    expect(languageFromDevice('')).toBe('zh-Hant');
    expect(languageFromDevice(undefined)).toBe('zh-Hant');
  });

  it('matches the code, not a prefix of a longer code', () => {
    expect(languageFromDevice('eng')).toBe('zh-Hant');
  });
});
