import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '../types';
import { readQuestion } from './question';
import { QUESTION_FIXTURE, type ExpectedTopic } from './question-fixture';

const TEN_TOPICS: readonly ExpectedTopic[] = [
  'love',
  'relationship',
  'reconciliation',
  'career',
  'study',
  'money',
  'property',
  'health',
  'decision',
  'general',
];

describe.each(CONTENT_LANGUAGES)('the question fixture in %s', (language) => {
  const questions = QUESTION_FIXTURE[language];

  it('holds at least thirty different questions, at least three of each topic', () => {
    expect(questions.length).toBeGreaterThanOrEqual(30);
    expect(new Set(questions.map(([question]) => question)).size).toBe(questions.length);
    for (const topic of TEN_TOPICS) {
      expect(questions.filter(([, expected]) => expected === topic).length, topic).toBeGreaterThanOrEqual(3);
    }
  });

  it('is read right at least nine times in ten, for its topic and for yes-or-no', () => {
    const read = questions.map(([question]) => readQuestion(question));
    const misread = (check: (index: number) => boolean) =>
      questions.filter((_, index) => !check(index)).map(([question]) => question);
    const wrongTopic = misread((index) => read[index]!.topic === questions[index]![1]);
    const wrongYesNo = misread((index) => read[index]!.yesNo === questions[index]![2]);
    expect(wrongTopic.length / questions.length, wrongTopic.join(' | ')).toBeLessThanOrEqual(0.1);
    expect(wrongYesNo.length / questions.length, wrongYesNo.join(' | ')).toBeLessThanOrEqual(0.1);
  });

  it('asks both yes-or-no and open questions', () => {
    expect(questions.some(([, , yesNo]) => yesNo)).toBe(true);
    expect(questions.some(([, , yesNo]) => !yesNo)).toBe(true);
  });
});

it('holds the questions issue #29 found misread', () => {
  const all = Object.values(QUESTION_FIXTURE).flat();
  for (const [question, topic] of [
    ['他心里有我吗？', 'love'],
    ['Should I break up with him?', 'relationship'],
    ['彼は私のことが好きですか', 'love'],
    ['¿Me ama?', 'love'],
    ['Он меня любит?', 'love'],
    ['Will he come back to me?', 'reconciliation'],
  ] as const) {
    expect(all.find(([asked]) => asked === question)?.[1], question).toBe(topic);
  }
});
