import { describe, expect, it } from 'vitest';
import { evaluate, holds, type Facts } from './engine';

const facts: Facts = {
  palace: 'wealth',
  stars: ['wuqu', 'tianxiang'],
  borrowed: false,
  star: 'wuqu',
  brightness: '得',
  mutagen: 'quan',
};

describe('the rule engine', () => {
  it('holds an empty condition and every field that matches', () => {
    expect(holds({}, facts)).toBe(true);
    expect(
      holds(
        { palace: ['wealth'], brightness: ['得'], mutagen: ['quan'], borrowed: false, stars: ['tianxiang'] },
        facts,
      ),
    ).toBe(true);
  });

  it('refuses a condition when any one field fails', () => {
    expect(holds({ notPalace: ['wealth'] }, facts)).toBe(false);
    expect(holds({ mutagen: ['ji'] }, facts)).toBe(false);
    expect(holds({ mutagen: ['ji'] }, { ...facts, mutagen: undefined })).toBe(false);
    expect(holds({ stars: ['wuqu', 'tanlang'] }, facts)).toBe(false);
    expect(holds({ borrowed: true }, facts)).toBe(false);
  });

  it('fills {star}, {palace} and {mutagen} in the keys of the rules that hold, in table order', () => {
    const rules = [
      { when: {}, text: 'stars.{star}.{palace}' },
      { when: { borrowed: true }, text: 'borrowed' },
      { when: { mutagen: ['quan'] }, text: 'mutagen.{mutagen}' },
    ] as const;
    expect(evaluate(rules, facts)).toEqual(['stars.wuqu.wealth', 'mutagen.quan']);
  });

  it('refuses a key that needs a fact it was not given', () => {
    expect(() =>
      evaluate([{ when: {}, text: 'stars.{star}' }], { palace: 'soul', stars: [], borrowed: false }),
    ).toThrow();
  });
});
