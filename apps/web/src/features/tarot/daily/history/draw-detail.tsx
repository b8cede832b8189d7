import { Rate } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DailyCardResponse } from '@tarot/contract/tarot';
import { findCard } from '@tarot/core/tarot/deck';
import { pageLink } from '../../../../shared/config/paths';
import { TarotCard } from '../../../../shared/cards/tarot-card';
import dailyStyles from '../daily-page.module.css';
import styles from './draw-detail.module.css';

/** The draw of one past day: the card, its overall stars and the day's lucky colour and number. */
export function DrawDetail({ draw, name }: { draw: DailyCardResponse; name: string }) {
  const { t, i18n } = useTranslation('tarot');
  const card = findCard(draw.card.id);
  if (!card) return null;
  const orientation = t(`orientation.${draw.card.reversed ? 'reversed' : 'upright'}`);
  const dateLabel = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${draw.date}T00:00:00Z`),
  );
  return (
    <section className={styles.detail} aria-live="polite">
      <TarotCard className={styles.card} card={card} name={name} reversed={draw.card.reversed} sizes="92px" />
      <div className={styles.body}>
        <p className={styles.date}>{dateLabel}</p>
        <h2>
          {name} · {orientation}
        </h2>
        <div className={styles.row}>
          <span>{t('daily.overall')}</span>
          <Rate readOnly value={draw.ratings.overall} aria-label={t('daily.stars', { count: draw.ratings.overall })} />
        </div>
        <div className={styles.row}>
          <span>{t('daily.luckyColour')}</span>
          <span className={styles.lucky}>
            <span
              className={`${dailyStyles.swatch} ${styles.swatch}`}
              data-colour={draw.luckyColour}
              aria-hidden="true"
            />
            {t(`colours.${draw.luckyColour}`)}
          </span>
        </div>
        <div className={styles.row}>
          <span>{t('daily.luckyNumber')}</span>
          <strong>{draw.luckyNumber}</strong>
        </div>
        <Link className={styles.more} to={pageLink('cardDetail', { id: card.id })}>
          {t('daily.moreAboutCard')}
        </Link>
      </div>
    </section>
  );
}
