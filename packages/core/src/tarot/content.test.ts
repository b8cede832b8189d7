import { describe, expect, it } from 'vitest';
import { withNames } from './card-texts';
import { cardLanguageFor, contentLanguageFor, loadCardNames, loadCardTexts } from './content';
import { DECK } from './deck';
import { CARD_NAME_LANGUAGES, CONTENT_LANGUAGES, LIFE_AREAS, type CardText } from './types';

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
      for (const [field, value] of fields(text)) expect(value.trim().length, `${card.id} ${field}`).toBeGreaterThan(1);
      // Readings are written out, not left as stubs.
      expect(text.upright.length, `${card.id} upright`).toBeGreaterThan(language === 'en' ? 120 : 50);
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

describe.each(CARD_NAME_LANGUAGES)('card names in %s', (language) => {
  it('name each of the 78 cards, every one differently', async () => {
    const names = await loadCardNames(language);
    expect(Object.keys(names).sort()).toEqual(DECK.map((card) => card.id).sort());
    for (const card of DECK) expect(names[card.id]?.trim().length, card.id).toBeGreaterThan(0);
    expect(new Set(Object.values(names)).size).toBe(78);
  });

  it('name the cards of the full texts, which are read in the content language', async () => {
    const [names, texts, content] = await Promise.all([
      loadCardNames(language),
      loadCardTexts(language),
      loadCardTexts(contentLanguageFor(language)),
    ]);
    for (const card of DECK) {
      expect(texts[card.id]!.name, card.id).toBe(names[card.id]);
      expect(texts[card.id]!.upright, card.id).toBe(content[card.id]!.upright);
    }
  });
});

describe('card names across languages', () => {
  const pairs = CARD_NAME_LANGUAGES.flatMap((a, i) => CARD_NAME_LANGUAGES.slice(i + 1).map((b) => [a, b] as const));

  // Some names are legitimately shared (La Luna in Spanish and Italian, 皇帝 in Chinese and
  // Japanese), but a language whose names were copied from another would share most of them.
  it.each(pairs)('%s and %s are not copies of each other', async (a, b) => {
    const [first, second] = await Promise.all([loadCardNames(a), loadCardNames(b)]);
    const shared = DECK.filter((card) => first[card.id] === second[card.id]).map((card) => card.id);
    expect(shared.length, shared.join(', ')).toBeLessThan(DECK.length / 5);
  });

  it('uses the names established in each language', async () => {
    const magician = await Promise.all(CARD_NAME_LANGUAGES.map(async (l) => (await loadCardNames(l))['major-01']));
    expect(Object.fromEntries(CARD_NAME_LANGUAGES.map((l, i) => [l, magician[i]]))).toEqual({
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
  it('reads Chinese texts in Chinese and English everywhere else', () => {
    expect(contentLanguageFor('zh-Hans')).toBe('zh-Hans');
    expect(contentLanguageFor('zh-Hant')).toBe('zh-Hant');
    expect(['en', 'ja', 'ru', 'de'].map(contentLanguageFor)).toEqual(['en', 'en', 'en', 'en']);
  });

  it('names cards in every interface language and in English for any other', () => {
    expect(['zh-Hant', 'ja', 'ru', 'pt'].map(cardLanguageFor)).toEqual(['zh-Hant', 'ja', 'ru', 'pt']);
    expect(['nl', ''].map(cardLanguageFor)).toEqual(['en', 'en']);
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
    const { cards } = await import('./content/en/index');
    const { name: _name, ...body } = cards['major-00']!;
    expect(() => withNames({}, { 'major-00': body })).toThrow('major-00');
    expect(withNames({ 'major-00': 'The Fool' }, { 'major-00': body })['major-00']!.name).toBe('The Fool');
  });
});
