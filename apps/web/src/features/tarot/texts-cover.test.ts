import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARCHETYPES } from '@tarot/core/quiz/archetypes';
import { QUIZ_QUESTIONS } from '@tarot/core/quiz/questions';
import { SPREAD_CATEGORIES, SPREADS } from '@tarot/core/tarot/spreads';

/** English is the reference every language is checked against (locales.test.ts); check it covers core. */
const load = (namespace: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/en/${namespace}.json`), 'utf8'));

describe('the interface texts cover every spread and question core defines', () => {
  it('names every spread, its purpose, and every position with what it asks', () => {
    const texts = load('spreads');
    for (const category of SPREAD_CATEGORIES) expect(texts.categories[category], category).toBeTruthy();
    for (const spread of SPREADS) {
      expect(texts[spread.id]?.name, spread.id).toBeTruthy();
      expect(texts[spread.id]?.purpose, spread.id).toBeTruthy();
      expect(Object.keys(texts[spread.id].positions).sort()).toEqual(spread.positions.map((p) => p.key).sort());
      for (const position of spread.positions) {
        expect(texts[spread.id].positions[position.key].name, `${spread.id}.${position.key}`).toBeTruthy();
        expect(texts[spread.id].positions[position.key].asks, `${spread.id}.${position.key}`).toBeTruthy();
      }
    }
  });

  it('words every question, option and archetype of the test', () => {
    const texts = load('quiz');
    expect(Object.keys(texts.questions).sort()).toEqual(QUIZ_QUESTIONS.map((q) => q.id).sort());
    for (const question of QUIZ_QUESTIONS) {
      for (const key of ['text', ...question.options.map((o) => o.id)]) {
        expect(texts.questions[question.id][key], `${question.id}.${key}`).toBeTruthy();
      }
    }
    for (const archetype of ARCHETYPES) {
      for (const key of ['title', 'description', 'why', 'advice']) {
        expect(texts.archetypes[archetype][key], `${archetype}.${key}`).toBeTruthy();
      }
    }
  });
});
