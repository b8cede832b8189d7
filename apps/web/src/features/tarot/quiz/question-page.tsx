import { useState } from 'react';
import { Button, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QUIZ_QUESTIONS } from '@tarot/core/quiz/questions';
import { isComplete } from '@tarot/core/quiz/score';
import { PAGES } from '../../../shared/config/paths';
import { quizAnswers } from './quiz-answers';
import styles from './quiz.module.css';

/** `/test/test`: one question per screen, with progress and a way back. */
export default function QuestionPage() {
  const { t } = useTranslation('quiz');
  const navigate = useNavigate();
  const [answers, setAnswers] = useState(quizAnswers.read);
  // Resume at the first unanswered question after a reload.
  const [index, setIndex] = useState(() => {
    const first = QUIZ_QUESTIONS.findIndex((question) => !answers[question.id]);
    return first === -1 ? QUIZ_QUESTIONS.length - 1 : first;
  });
  const question = QUIZ_QUESTIONS[index]!;

  const choose = (optionId: string) => {
    const next = { ...answers, [question.id]: optionId };
    setAnswers(next);
    quizAnswers.write(next);
    if (index < QUIZ_QUESTIONS.length - 1) setIndex(index + 1);
    else if (isComplete(next)) void navigate(PAGES.quizResult, { replace: true });
  };

  return (
    <div className={styles.quiz}>
      <div className={styles.progress}>
        <ProgressBar percent={(index / QUIZ_QUESTIONS.length) * 100} />
        <span>{t('progress', { current: index + 1, total: QUIZ_QUESTIONS.length })}</span>
      </div>
      <h2 className={styles.questionText}>{t(`questions.${question.id}.text`)}</h2>
      <ol className={styles.options}>
        {question.options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className={styles.option}
              data-chosen={answers[question.id] === option.id}
              onClick={() => choose(option.id)}
            >
              <span className={styles.optionLetter}>{option.id.toUpperCase()}</span>
              {t(`questions.${question.id}.${option.id}`)}
            </button>
          </li>
        ))}
      </ol>
      <Button fill="none" className={styles.previous} disabled={index === 0} onClick={() => setIndex(index - 1)}>
        {t('previous')}
      </Button>
    </div>
  );
}
