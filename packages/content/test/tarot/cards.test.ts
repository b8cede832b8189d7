import { describe, expect, it } from 'vitest';
import { withNames } from '@tarot/core/tarot/card-texts';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import { DECK } from '@tarot/core/tarot/deck';
import { CONTENT_LANGUAGES, LIFE_AREAS, type CardText } from '@tarot/core/tarot/types';
import { loadCardNames, loadCardTexts } from '../../src/web/tarot';

/** Every text of a card, labelled, so a failure names the field that is missing. */
function fields(text: CardText): [string, string][] {
  return [
    ['name', text.name],
    ['upright', text.upright],
    ['reversed', text.reversed],
    ['interpretation', text.interpretation],
    ['imagery', text.imagery],
    ...text.keywords.upright.map((k, i): [string, string] => [`keywords.upright.${i}`, k]),
    ...text.keywords.reversed.map((k, i): [string, string] => [`keywords.reversed.${i}`, k]),
    ...LIFE_AREAS.flatMap((area): [string, string][] => [
      [`${area}.upright`, text.areas[area].upright],
      [`${area}.reversed`, text.areas[area].reversed],
    ]),
  ];
}

describe.each(CONTENT_LANGUAGES)('card texts in %s', (language) => {
  it('cover exactly the 78 cards of the deck', async () => {
    const texts = await loadCardTexts(language);
    expect(Object.keys(texts).sort()).toEqual(DECK.map((card) => card.id).sort());
  });

  it('fill every field of every card, with at least three keywords each way', async () => {
    const texts = await loadCardTexts(language);
    for (const card of DECK) {
      const text = texts[card.id]!;
      expect(text.keywords.upright.length, card.id).toBeGreaterThanOrEqual(3);
      expect(text.keywords.reversed.length, card.id).toBeGreaterThanOrEqual(3);
      for (const [field, value] of fields(text)) expect(value.trim(), `${card.id} ${field}`).not.toBe('');
      // Readings are written out, not left as stubs (Chinese and Japanese say as much in fewer characters).
      const written = ['zh-Hans', 'zh-Hant', 'ja'].includes(language) ? 50 : language === 'ko' ? 80 : 120;
      expect(text.upright.length, `${card.id} upright`).toBeGreaterThan(written);
    }
  });

  it('load the names alone as the full texts name the cards', async () => {
    const [names, texts] = await Promise.all([loadCardNames(language), loadCardTexts(language)]);
    expect(Object.keys(names).sort()).toEqual(DECK.map((card) => card.id).sort());
    for (const card of DECK) expect(names[card.id], card.id).toBe(texts[card.id]!.name);
  });

  it('name every card differently', async () => {
    const texts = await loadCardTexts(language);
    expect(new Set(Object.values(texts).map((text) => text.name)).size).toBe(78);
  });
});

describe.each(CONTENT_LANGUAGES)('card names in %s', (language) => {
  it('name each of the 78 cards, every one differently', async () => {
    const names = await loadCardNames(language);
    expect(Object.keys(names).sort()).toEqual(DECK.map((card) => card.id).sort());
    for (const card of DECK) expect(names[card.id]?.trim().length, card.id).toBeGreaterThan(0);
    expect(new Set(Object.values(names)).size).toBe(78);
  });
});

/** Every text of every card in one language, in a fixed order. */
const allTexts = async (language: (typeof CONTENT_LANGUAGES)[number]) => {
  const texts = await loadCardTexts(language);
  return DECK.flatMap((card) => fields(texts[card.id]!).map(([, value]) => value));
};

describe('card texts across languages', () => {
  const pairs = CONTENT_LANGUAGES.flatMap((a, i) => CONTENT_LANGUAGES.slice(i + 1).map((b) => [a, b] as const));

  // Short keywords may coincide ("Karma" in German and English); a language copied from
  // another, or left untranslated, would share its long paragraphs.
  it.each(pairs)('%s and %s are written apart: no paragraph the same in both', async (a, b) => {
    const [first, second] = await Promise.all([allTexts(a), allTexts(b)]);
    const same = first.filter((text, i) => text.length > 40 && text === second[i]);
    expect(same, same.slice(0, 3).join(' | ')).toEqual([]);
  });

  it('holds no Chinese characters in a language written in another script', async () => {
    const han = /\p{Script=Han}/u;
    for (const language of ['en', 'ko', 'fr', 'es', 'de', 'pt', 'ru', 'it'] as const) {
      const mixed = (await allTexts(language)).filter((text) => han.test(text));
      expect(mixed, language).toEqual([]);
    }
  });
});

describe('card names across languages', () => {
  const pairs = CONTENT_LANGUAGES.flatMap((a, i) => CONTENT_LANGUAGES.slice(i + 1).map((b) => [a, b] as const));

  // Some names are legitimately shared (La Luna in Spanish and Italian, 皇帝 in Chinese and
  // Japanese), but a language whose names were copied from another would share most of them.
  it.each(pairs)('%s and %s are not copies of each other', async (a, b) => {
    const [first, second] = await Promise.all([loadCardNames(a), loadCardNames(b)]);
    const shared = DECK.filter((card) => first[card.id] === second[card.id]).map((card) => card.id);
    expect(shared.length, shared.join(', ')).toBeLessThan(DECK.length / 5);
  });

  it('uses the names established in each language', async () => {
    const magician = await Promise.all(CONTENT_LANGUAGES.map(async (l) => (await loadCardNames(l))['major-01']));
    expect(Object.fromEntries(CONTENT_LANGUAGES.map((l, i) => [l, magician[i]]))).toEqual({
      'zh-Hans': '魔术师',
      'zh-Hant': '魔術師',
      en: 'The Magician',
      ja: '魔術師',
      ko: '마법사',
      fr: 'Le Bateleur',
      es: 'El Mago',
      de: 'Der Magier',
      pt: 'O Mago',
      ru: 'Маг',
      it: 'Il Bagatto',
    });
    expect((await loadCardNames('de'))['cups-01']).toBe('Ass der Kelche');
    expect((await loadCardNames('fr'))['swords-02']).toBe('Deux d’Épées');
    expect((await loadCardNames('ru'))['swords-13']).toBe('Королева Мечей');
    expect((await loadCardNames('ja'))['pentacles-14']).toBe('ペンタクルのキング');
    expect((await loadCardNames('ko'))['wands-11']).toBe('완드 페이지');
  });
});

describe('content language', () => {
  it('reads every interface language in itself and English for any other', () => {
    expect(CONTENT_LANGUAGES.map(contentLanguageFor)).toEqual([...CONTENT_LANGUAGES]);
    expect(['nl', '', 'zh'].map(contentLanguageFor)).toEqual(['en', 'en', 'en']);
  });

  it('keeps the Traditional texts in step with the Simplified originals (same cards, Traditional names)', async () => {
    const [simplified, traditional] = await Promise.all([loadCardTexts('zh-Hans'), loadCardTexts('zh-Hant')]);
    expect(simplified['major-06']!.name).toBe('恋人');
    expect(traditional['major-06']!.name).toBe('戀人');
    expect(traditional['wands-01']!.keywords.upright.length).toBe(simplified['wands-01']!.keywords.upright.length);
  });
});

describe('joining names to texts', () => {
  it('refuses a card with texts but no name', async () => {
    const cards = await loadCardTexts('en');
    const { name: _name, ...body } = cards['major-00']!;
    expect(() => withNames({}, { 'major-00': body })).toThrow('major-00');
    expect(withNames({ 'major-00': 'The Fool' }, { 'major-00': body })['major-00']!.name).toBe('The Fool');
  });
});
