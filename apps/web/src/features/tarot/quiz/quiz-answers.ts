import { QUIZ_QUESTIONS } from '@tarot/core/quiz/questions';
import type { QuizAnswers } from '@tarot/core/quiz/score';

const KEY = 'tarot.quizAnswers';

/** Answers live for the browser session, so a reload mid-test loses nothing. */
export const quizAnswers = {
  read(): QuizAnswers {
    try {
      const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null) return {};
      // Keep only answers that name a real question and option.
      return Object.fromEntries(
        QUIZ_QUESTIONS.flatMap((question) => {
          const answer = (parsed as Record<string, unknown>)[question.id];
          return question.options.some((option) => option.id === answer) ? [[question.id, answer as string]] : [];
        }),
      );
    } catch {
      return {};
    }
  },
  write(answers: QuizAnswers): void {
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(answers));
    } catch {
      // the answers still hold in memory for this page
    }
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // nothing stored
    }
  },
};
