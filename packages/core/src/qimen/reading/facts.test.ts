import { describe, expect, it } from 'vitest';
import { qimenChart } from '../chart';
import { qimenPatterns } from '../patterns/detect';
import { qimenReadingFacts } from './facts';
import { QUESTION_KINDS, type QuestionKind } from './question';

const readingAt = (at: string, question: QuestionKind) => {
  const [date, time] = at.split(' ') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const chart = qimenChart({ year, month, day, hour, minute });
  return qimenReadingFacts(chart, qimenPatterns(chart), question);
};
const codes = (at: string, question: QuestionKind) => readingAt(at, question).notes.map((n) => n.code);

// 2024-01-01 00:30 is 甲子日甲子时 in 冬至上元 阳遁一局: the board stands still (伏吟), 日干 甲 hides
// under 戊 in 坎1 and the month (子) is 水, so 坎 is 旺, 乾 休, 艮 囚, 离 死, 巽 相.
const STILL = '2024-01-01 00:30';

describe('the 用神 of each question', () => {
  it('is 开门 for work, 生门 for money, 六合 for love, 驿马 for travel, 景门 for exams, 惊门 for disputes, 天心 for health, 时干 otherwise', () => {
    const names = Object.fromEntries(QUESTION_KINDS.map((q) => [q, readingAt(STILL, q).yongShen]));
    expect(names).toEqual({
      career: { name: '开门', palace: 6 },
      wealth: { name: '生门', palace: 8 },
      love: { name: '六合', palace: 4 },
      travel: { name: '驿马', palace: 8 }, // 子时: 申子辰马在寅, 寅 in 艮8
      exam: { name: '景门', palace: 9 },
      lawsuit: { name: '惊门', palace: 7 },
      health: { name: '天心', palace: 6 },
      'lost-item': { name: '时干', palace: 1, stem: '戊' },
      general: { name: '时干', palace: 1, stem: '戊' },
    });
  });

  it('reads the asker from the 日干 on the 天盘, a 甲 day by its 仪', () => {
    expect(readingAt(STILL, 'general').asker).toEqual({ stem: '戊', palace: 1 });
    expect(readingAt('2024-01-03 12:30', 'general').asker).toEqual({ stem: '丙', palace: 8 });
  });
});

// code, where it is said (moment, question), where it is not
// prettier-ignore
const RULES: readonly (readonly [string, string, QuestionKind, string, QuestionKind])[] = [
  ['relation.together', STILL, 'lost-item', STILL, 'career'],
  ['relation.helps', STILL, 'career', STILL, 'wealth'],
  ['relation.controls', STILL, 'exam', STILL, 'career'],
  ['relation.alike', '2024-01-01 04:30', 'travel', STILL, 'exam'],
  ['relation.gives', STILL, 'love', STILL, 'exam'],
  ['relation.presses', STILL, 'wealth', STILL, 'love'],
  ['matter.strong', STILL, 'love', STILL, 'career'],
  ['matter.resting', STILL, 'career', STILL, 'love'],
  ['matter.weak', STILL, 'wealth', STILL, 'love'],
  ['asker.strong', STILL, 'career', '2024-01-01 02:30', 'career'],
  ['asker.weak', '2024-01-01 02:30', 'career', STILL, 'career'],
  ['matter.void', STILL, 'career', STILL, 'love'],
  ['matter.tomb', '2024-01-03 12:30', 'lost-item', STILL, 'lost-item'],
  ['asker.tomb', '2024-01-01 18:30', 'career', STILL, 'career'],
  ['matter.doorPressed', '2024-01-01 02:30', 'lawsuit', STILL, 'lawsuit'],
  ['matter.horse', STILL, 'wealth', STILL, 'career'],
  ['tone.open', '2024-01-01 04:30', 'career', STILL, 'career'],
  ['tone.mixed', STILL, 'lawsuit', STILL, 'career'],
  ['tone.closed', STILL, 'career', STILL, 'lawsuit'],
];

describe('reading rules', () => {
  for (const [code, at, question, notAt, notQuestion] of RULES) {
    it(`says ${code} for ${question} at ${at}, not for ${notQuestion} at ${notAt}`, () => {
      expect(codes(at, question)).toContain(code);
      expect(codes(notAt, notQuestion)).not.toContain(code);
    });
  }

  it('reads 生克 between the palaces: 坎1 水 is fed by 乾6 金, rules 离9 火, feeds 巽4 木 and is ruled by 艮8 土', () => {
    const relation = (q: QuestionKind) => readingAt(STILL, q).relation;
    expect([relation('career'), relation('exam'), relation('love'), relation('wealth')]).toEqual([
      'helps',
      'controls',
      'gives',
      'presses',
    ]);
  });

  it('names the patterns in the asker’s or the matter’s palace and those of the whole board, and no others', () => {
    const reading = readingAt(STILL, 'career');
    const chart = qimenChart({ year: 2024, month: 1, day: 1, hour: 0, minute: 30 });
    const all = qimenPatterns(chart);
    const expected = all.filter((p) => p.palaces.length === 0 || p.palaces.includes(1) || p.palaces.includes(6));
    expect(reading.patterns).toEqual(expected);
    expect(reading.patterns.map((p) => p.id)).toEqual(expect.arrayContaining(['xing-fu-yin', 'men-fu-yin']));
    expect(reading.notes.filter((n) => n.code.startsWith('pattern.')).map((n) => n.code)).toEqual(
      expected.map((p) => `pattern.${p.id}`),
    );
  });

  it('gives every question its own advice, and health the doctor’s', () => {
    for (const question of QUESTION_KINDS) {
      const notes = readingAt(STILL, question).notes;
      expect(notes.at(-1)?.code).toBe(`advice.${question}`);
      expect(notes[0]?.code).toBe(`question.${question}`);
    }
  });

  it('never calls a void, buried or pressing matter open, whatever patterns gather', () => {
    let held = 0;
    for (let day = 1; day <= 28; day += 1) {
      for (const question of QUESTION_KINDS) {
        const r = readingAt(`2024-02-${String(day).padStart(2, '0')} 10:30`, question);
        if (r.matterVoid || r.matterInTomb || r.relation === 'presses') {
          held += 1;
          expect(r.tone).not.toBe('open');
        }
      }
    }
    expect(held).toBeGreaterThan(20);
  });

  it('never sounds more hopeful or darker than its own facts: the tone is the sum the lines state', () => {
    for (const question of QUESTION_KINDS) {
      for (const at of [STILL, '2024-01-01 04:30', '2024-01-03 12:30', '2024-06-21 10:00']) {
        const r = readingAt(at, question);
        const held = r.matterVoid || r.matterInTomb || r.relation === 'presses';
        expect(r.tone).toBe(r.score >= 2 && !held ? 'open' : r.score <= -2 ? 'closed' : 'mixed');
      }
    }
  });
});
