import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QUIZ_QUESTIONS } from '@tarot/core/quiz/questions';
import { PAGES } from '../../../shared/config/paths';
import { quizAnswers } from './quiz-answers';
import styles from './quiz.module.css';

/** `/test/fengmian`: what the test finds and how long it takes. */
export default function CoverPage() {
  const { t } = useTranslation('quiz');
  const navigate = useNavigate();
  const start = () => {
    quizAnswers.clear();
    void navigate(PAGES.quizQuestions);
  };
  return (
    <div className={styles.cover}>
      <div className={styles.moon} aria-hidden="true" />
      <h2 className={styles.coverTitle}>{t('cover.title')}</h2>
      <p className={styles.coverText}>{t('cover.text', { count: QUIZ_QUESTIONS.length })}</p>
      <ul className={styles.facts}>
        <li>{t('cover.questions', { count: QUIZ_QUESTIONS.length })}</li>
        <li>{t('cover.minutes')}</li>
        <li>{t('cover.result')}</li>
      </ul>
      <Button className={styles.startButton} block shape="rounded" size="large" onClick={start}>
        {t('cover.start')}
      </Button>
    </div>
  );
}
