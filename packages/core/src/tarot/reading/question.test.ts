import { describe, expect, it } from 'vitest';
import { readQuestion } from './question';

describe('reading the question', () => {
  it.each([
    ['我和他还有可能复合吗？', 'reconciliation', true],
    ['今年适合跳槽吗', 'career', true],
    ['這次考試能不能通過？', 'study', true],
    ['最近的财运怎么样', 'money', false],
    ['Should I put my savings into stocks?', 'money', true],
    ['How can I sleep better?', 'health', false],
    ['Job A or job B?', 'career', false],
    ['Which path should I choose?', 'decision', false],
    ['What does today hold?', 'general', false],
    ['彼氏と結婚するべき？', 'relationship', true],
    ['이직해도 될까요?', 'career', true],
    ['Soll ich meinen Job kündigen?', 'career', true],
    ['Est-ce que mon couple va durer ?', 'relationship', true],
    ['¿Debo aceptar el nuevo trabajo?', 'career', true],
    ['Come andrà il mio esame?', 'study', false],
    ['Vou conseguir o emprego?', 'career', true],
    ['Стоит ли мне менять работу?', 'career', true],
  ] as const)('%s → %s, yes-or-no %s', (question, topic, yesNo) => {
    expect(readQuestion(question)).toEqual({ topic, yesNo });
  });

  it('reads a blank question as general', () => {
    expect(readQuestion('   ')).toEqual({ topic: 'general', yesNo: false });
  });

  it('matches words in spaced scripts only at a word start', () => {
    // "will" must not count as "ill", nor "update" as "date".
    expect(readQuestion('I will update my plans').topic).toBe('general');
    // "bac" (the French exam) is a whole word: "back" is not an exam, "richtig" not "rich".
    expect(readQuestion('Will my back pain get better?').topic).toBe('health');
    expect(readQuestion('Ist meine Entscheidung richtig?').topic).toBe('decision');
  });

  it('uses up a longer word before its parts: colleagues are work, marrying is not a house', () => {
    expect(readQuestion('仕事の人間関係はどうなりますか？').topic).toBe('career');
    expect(readQuestion('¿Nos vamos a casar?').topic).toBe('relationship');
    expect(readQuestion('¿Deberíamos comprar la casa?').topic).toBe('property');
  });

  it('hears an open question even when it ends like a yes-or-no one', () => {
    expect(readQuestion('우리 관계는 앞으로 어떻게 될까요?').yesNo).toBe(false);
    expect(readQuestion('Que pense-t-il vraiment de moi ?').yesNo).toBe(false);
    expect(readQuestion('Est-ce que je prends la bonne décision ?').yesNo).toBe(true);
    expect(readQuestion('Should I go travelling for a year or stay put?').yesNo).toBe(false);
  });
});
