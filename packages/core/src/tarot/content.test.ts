import { describe, expect, it } from 'vitest';
import { withNames } from './card-texts';
import { contentLanguageFor, loadCardNames, loadCardTexts } from './content';
import { DECK } from './deck';
import { CONTENT_LANGUAGES, LIFE_AREAS, type CardText } from './types';

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

describe('content language', () => {
  it('reads Chinese texts in Chinese and English everywhere else', () => {
    expect(contentLanguageFor('zh-Hans')).toBe('zh-Hans');
    expect(contentLanguageFor('zh-Hant')).toBe('zh-Hant');
    expect(['en', 'ja', 'ru', 'de'].map(contentLanguageFor)).toEqual(['en', 'en', 'en', 'en']);
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
