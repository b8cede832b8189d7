import { useCallback, useMemo, useState } from 'react';
import { Button, ProgressBar, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ARCHETYPE_CARD } from '@tarot/core/quiz/archetypes';
import { isComplete, scoreQuiz } from '@tarot/core/quiz/score';
import { findCard } from '@tarot/core/tarot/deck';
import { ShareImageSheet } from '../../../shared/ui/share-image-sheet';
import type { ShareImageContent } from '../../../shared/ui/share-image';
import { Disclaimer } from '../../../shared/ui/disclaimer';
import { PAGES } from '../../../shared/config/paths';
import { appQr, cardPictures } from '../components/share-extras';
import { TarotCard } from '../../../shared/cards/tarot-card';
import { useDeck } from '../../../shared/cards/deck-choice';
import { useCardTexts } from '../hooks/use-card-texts';
import { quizAnswers } from './quiz-answers';
import { ErrorBlock } from '../../../shared/ui/error-block';
import styles from './quiz.module.css';

const SHOWN_RANKS = 3;

/** `/test/end`: the taker's archetype among the major arcana, why, and a share picture. */
export default function ResultPage() {
  const { t } = useTranslation(['quiz', 'tarot']);
  const deck = useDeck();
  const navigate = useNavigate();
  const answers = useMemo(() => quizAnswers.read(), []);
  const result = useMemo(() => (isComplete(answers) ? scoreQuiz(answers) : null), [answers]);
  const { data: texts } = useCardTexts();
  const [share, setShare] = useState<ShareImageContent | null>(null);
  const closeShare = useCallback(() => setShare(null), []);

  if (!result) {
    return (
      <ErrorBlock
        status="empty"
        title={t('end.incomplete')}
        description={<Link to={PAGES.quizCover}>{t('end.takeTest')}</Link>}
      />
    );
  }
  const cardId = ARCHETYPE_CARD[result.archetype];
  const name = texts?.[cardId]?.name;
  if (!name) return <Skeleton.Paragraph lineCount={10} animated />;
  const key = `archetypes.${result.archetype}`;

  const retake = () => {
    quizAnswers.clear();
    void navigate(PAGES.quizQuestions, { replace: true });
  };
  const openShare = () =>
    setShare({
      title: `${t('end.youAre')} ${name}`,
      subtitle: t(`${key}.title`),
      pictures: texts ? cardPictures([{ id: cardId, reversed: false }], texts, deck) : [],
      blocks: [
        { text: t(`${key}.description`) },
        { heading: true, text: t('end.why') },
        { text: t(`${key}.why`) },
        { heading: true, text: t('end.advice') },
        { text: t(`${key}.advice`) },
      ],
      footer: `${t('common:appName')} · ${t('tarot:disclaimer')}`,
      qr: appQr(t),
    });

  return (
    <article className={styles.result}>
      <header className={styles.resultHero}>
        <p>{t('end.youAre')}</p>
        <TarotCard className={styles.resultCard} card={findCard(cardId)!} name={name} sizes="140px" />
        <h2>{name}</h2>
        <p className={styles.archetypeTitle}>{t(`${key}.title`)}</p>
      </header>
      <section className={styles.resultSection}>
        <p>{t(`${key}.description`)}</p>
        <h3>{t('end.why')}</h3>
        <p>{t(`${key}.why`)}</p>
        <h3>{t('end.advice')}</h3>
        <p>{t(`${key}.advice`)}</p>
      </section>
      <section className={styles.resultSection}>
        <h3>{t('end.ranking')}</h3>
        {result.ranking.slice(0, SHOWN_RANKS).map(({ archetype, percent }) => (
          <div key={archetype} className={styles.rank}>
            <span>{texts?.[ARCHETYPE_CARD[archetype]]?.name}</span>
            <ProgressBar percent={percent} text={`${percent}%`} />
          </div>
        ))}
      </section>
      <div className={styles.resultActions}>
        <Button color="primary" shape="rounded" onClick={openShare}>
          {t('end.share')}
        </Button>
        <Button color="primary" fill="outline" shape="rounded" onClick={retake}>
          {t('end.retake')}
        </Button>
      </div>
      <Disclaimer text="tarot:disclaimer" />
      <ShareImageSheet content={share} fileName={`tarot-test-${result.archetype}.png`} onClose={closeShare} />
    </article>
  );
}
