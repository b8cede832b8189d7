import { describe, expect, it } from 'vitest';
import { ARCHETYPE_CARD, ARCHETYPES, type Archetype } from './archetypes';
import { QUIZ_QUESTIONS } from './questions';
import { isComplete, scoreQuiz, type QuizAnswers } from './score';

/** For each question, the option that gives `archetype` the most points. */
function answersFavouring(archetype: Archetype): QuizAnswers {
  return Object.fromEntries(
    QUIZ_QUESTIONS.map((q) => {
      const weight = (scores: readonly Archetype[]) => (scores[0] === archetype ? 2 : scores[1] === archetype ? 1 : 0);
      const best = [...q.options].sort((a, b) => weight(b.scores) - weight(a.scores))[0]!;
      return [q.id, best.id];
    }),
  );
}

describe('the test flow', () => {
  it('asks at least twelve questions of four distinct options each', () => {
    expect(QUIZ_QUESTIONS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.id)).size).toBe(QUIZ_QUESTIONS.length);
    for (const q of QUIZ_QUESTIONS) {
      expect(q.options.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
      for (const option of q.options) expect(option.scores[0]).not.toBe(option.scores[1]);
    }
  });

  it('maps every archetype to a distinct major arcanum', () => {
    const cards = ARCHETYPES.map((a) => ARCHETYPE_CARD[a]);
    expect(new Set(cards).size).toBe(ARCHETYPES.length);
    expect(cards.every((id) => /^major-\d\d$/.test(id))).toBe(true);
  });

  it('gives every archetype a fair chance: each is the first answer five to nine times', () => {
    for (const archetype of ARCHETYPES) {
      const firsts = QUIZ_QUESTIONS.filter((q) => q.options.some((o) => o.scores[0] === archetype)).length;
      expect(firsts, archetype).toBeGreaterThanOrEqual(5);
      expect(firsts, archetype).toBeLessThanOrEqual(9);
    }
  });

  it.each(ARCHETYPES)('leads a taker who always answers as the %s to that card', (archetype) => {
    const result = scoreQuiz(answersFavouring(archetype));
    expect(result.archetype).toBe(archetype);
    expect(result.runnerUp).not.toBe(archetype);
  });

  it('ranks every archetype with shares that add up to about one hundred', () => {
    const result = scoreQuiz(answersFavouring('hermit'));
    expect(result.ranking.map((r) => r.archetype).sort()).toEqual([...ARCHETYPES].sort());
    const sum = result.ranking.reduce((total, r) => total + r.percent, 0);
    expect(sum).toBeGreaterThanOrEqual(97);
    expect(sum).toBeLessThanOrEqual(103);
    const percents = result.ranking.map((r) => r.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
  });

  it('breaks a tie by first-hand answers, then by card order', () => {
    const questions = [
      { id: 'x', options: [{ id: 'a', scores: ['sun', 'fool'] as const }] },
      { id: 'y', options: [{ id: 'a', scores: ['fool', 'sun'] as const }] },
    ];
    expect(scoreQuiz({ x: 'a', y: 'a' }, questions).archetype).toBe('fool');
  });

  it('refuses incomplete or unknown answers', () => {
    const answers = answersFavouring('sun');
    expect(isComplete(answers)).toBe(true);
    const { q01: _dropped, ...missing } = answers;
    expect(isComplete(missing)).toBe(false);
    expect(() => scoreQuiz(missing)).toThrow(RangeError);
    expect(() => scoreQuiz({ ...answers, q02: 'z' })).toThrow(RangeError);
  });
});
