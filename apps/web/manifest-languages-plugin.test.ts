import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './src/shared/i18n/languages';
import { manifestIn } from './manifest-languages-plugin';

describe('a web app manifest per language', () => {
  const manifests = new Map(LANGUAGES.map((language) => [language, JSON.parse(manifestIn(language))]));

  it('names and describes the app in each language, with the default manifest’s icons and colours', () => {
    const chinese = manifests.get('zh-Hans');
    expect(chinese).toMatchObject({ name: '塔罗星座元宇宙', short_name: '塔罗元宇宙', lang: 'zh-Hans' });
    expect(manifests.get('en')).toMatchObject({ name: 'Tarot & Zodiac Metaverse', lang: 'en' });
    for (const [language, manifest] of manifests) {
      expect(manifest.lang, language).toBe(language);
      for (const field of ['name', 'short_name', 'description']) {
        expect(typeof manifest[field] === 'string' && manifest[field].length > 0, `${language} ${field}`).toBe(true);
      }
      expect(manifest.icons, language).toEqual(chinese.icons);
      expect(manifest.start_url, language).toBe('/tarot/#/');
      expect(manifest.theme_color, language).toBe(chinese.theme_color);
    }
  });

  it('gives every language other than Chinese its own words', () => {
    const chinese = manifests.get('zh-Hans');
    for (const language of LANGUAGES.filter((code) => !code.startsWith('zh'))) {
      expect(manifests.get(language).name, language).not.toBe(chinese.name);
      expect(manifests.get(language).description, language).not.toBe(chinese.description);
    }
    for (const language of LANGUAGES.filter((code) => !['zh-Hans', 'zh-Hant', 'ja', 'ko'].includes(code))) {
      expect(manifests.get(language).description, language).not.toMatch(/\p{Script=Han}/u);
    }
  });
});
