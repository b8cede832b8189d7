import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DailyReading } from '@tarot/core/tarot/daily';
import { findCard } from '@tarot/core/tarot/deck';
import { CardBack } from '../../../shared/cards/card-back';
import { TarotCard } from '../../../shared/cards/tarot-card';
import { PAGES } from '../../../shared/config/paths';
import { dailyReveal } from '../../../shared/daily-card/visitor-daily';
import { useCardName } from './use-card-name';
import styles from './today-card.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Today's card face down until tapped, then turned over where it lies; turned over here, it is
 * turned over on the daily tab too, and the other way round. Null while the member's card is
 * on its way: the back alone.
 */
export function TodayCardView({ reading }: { readonly reading: DailyReading | null }) {
  const { t } = useTranslation('home');
  const [revealed, setRevealed] = useState(() => reading !== null && dailyReveal.isRevealed(reading.date));
  const name = useCardName(reading?.card.id);
  const card = reading ? findCard(reading.card.id) : undefined;
  const reveal = () => {
    if (!reading) return;
    dailyReveal.reveal(reading.date);
    setRevealed(true);
  };
  const overall = reading?.ratings.overall ?? 0;

  return (
    <section className={styles.today} aria-labelledby="home-today-card">
      <button
        type="button"
        className={styles.cardButton}
        onClick={reveal}
        disabled={!reading || revealed}
        aria-label={t('today.card.reveal')}
      >
        {reading && card ? (
          <TarotCard
            className={styles.card}
            card={card}
            name={name}
            reversed={reading.card.reversed}
            faceUp={revealed}
            sizes="100px"
            priority
          />
        ) : (
          <span className={styles.card}>
            <CardBack className={styles.back} />
          </span>
        )}
      </button>
      <div className={styles.words}>
        <h2 id="home-today-card" className={styles.label}>
          {t('today.card.heading')}
        </h2>
        {revealed && reading ? (
          <>
            <p className={styles.name}>
              {name}
              <span className={styles.orientation}>
                {t(reading.card.reversed ? 'today.card.reversed' : 'today.card.upright')}
              </span>
            </p>
            <p className={styles.stars} role="img" aria-label={t('today.card.stars', { count: overall })}>
              {STARS.map((star) => (
                <span key={star} data-on={star <= overall} aria-hidden="true">
                  ★
                </span>
              ))}
            </p>
          </>
        ) : (
          <p className={styles.hint}>{t('today.card.tapToTurn')}</p>
        )}
        <Link className={styles.more} to={PAGES.daily}>
          {t('today.card.readMore')}
        </Link>
      </div>
    </section>
  );
}
