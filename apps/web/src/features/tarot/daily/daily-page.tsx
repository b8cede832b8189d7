import { useState } from 'react';
import { Button, Rate, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findCard } from '@tarot/core/tarot/deck';
import { LIFE_AREAS } from '@tarot/core/tarot/types';
import { PageHeader } from '../../../shared/ui/page-header';
import { Disclaimer } from '../../../shared/ui/disclaimer';
import { pageLink } from '../../../shared/config/paths';
import { TarotCard } from '../../../shared/cards/tarot-card';
import { useCardTexts } from '../hooks/use-card-texts';
import type { DailyReading } from '@tarot/core/tarot/daily';
import { DailyHistory } from './daily-history';
import { useDailyReading } from '../../../shared/daily-card/use-daily-reading';
import { dailyReveal } from '../../../shared/daily-card/visitor-daily';
import { ErrorBlock } from '../../../shared/ui/error-block';
import { OfflineNotice } from '../../../shared/offline/offline-notice';
import styles from './daily-page.module.css';

/** Tab 4: today's card with its ratings, lucky colour and number, and advice. */
export default function DailyPage() {
  const { t } = useTranslation('tarot');
  const daily = useDailyReading();
  return (
    <div className={styles.page}>
      {daily.status === 'ready' ? (
        <DailyCard reading={daily.reading} member={daily.member} />
      ) : (
        <div className={styles.hero}>
          <PageHeader title={t('common:tabs.daily')} showBack={false} />
          {daily.status === 'loading' ? (
            <Skeleton.Paragraph lineCount={6} animated />
          ) : (
            <ErrorBlock className={styles.problem} status="disconnected" title={t('errors:network')}>
              <Button className={styles.revealButton} shape="rounded" onClick={daily.retry}>
                {t('common:actions.retry')}
              </Button>
            </ErrorBlock>
          )}
        </div>
      )}
    </div>
  );
}

function DailyCard({ reading, member }: { reading: DailyReading; member: boolean }) {
  const { t, i18n } = useTranslation('tarot');
  const date = reading.date;
  const [revealed, setRevealed] = useState(() => dailyReveal.isRevealed(date));
  const { data: texts } = useCardTexts();
  const text = texts?.[reading.card.id];
  const card = findCard(reading.card.id)!;
  const orientation = reading.card.reversed ? 'reversed' : 'upright';
  const dateLabel = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(new Date(`${date}T12:00:00`));

  const reveal = () => {
    dailyReveal.reveal(date);
    setRevealed(true);
  };

  return (
    <>
      <div className={styles.hero}>
        <PageHeader title={t('common:tabs.daily')} showBack={false} />
        {/* A member's card is the one kept at the last visit; a visitor's is always the device's own. */}
        {member && <OfflineNotice kind="kept" />}
        <p className={styles.date}>{dateLabel}</p>
        <button
          type="button"
          className={styles.cardButton}
          onClick={reveal}
          disabled={revealed}
          aria-label={t('daily.reveal')}
        >
          <TarotCard
            className={styles.card}
            card={card}
            name={text?.name ?? ''}
            reversed={reading.card.reversed}
            faceUp={revealed}
            sizes="150px"
            priority
          />
        </button>
        {revealed && text ? (
          <h2 className={styles.name}>
            {text.name} · {t(`orientation.${orientation}`)}
          </h2>
        ) : (
          <Button className={styles.revealButton} shape="rounded" onClick={reveal}>
            {t('daily.reveal')}
          </Button>
        )}
      </div>
      {revealed && !text && <Skeleton.Paragraph lineCount={8} animated />}
      {revealed && text && (
        <div className={styles.body}>
          <section className={styles.section}>
            <div className={styles.ratingRow}>
              <h3>{t('daily.overall')}</h3>
              <Rate
                readOnly
                value={reading.ratings.overall}
                aria-label={t('daily.stars', { count: reading.ratings.overall })}
              />
            </div>
            <p>{text[orientation]}</p>
          </section>
          {LIFE_AREAS.map((area) => (
            <section key={area} className={styles.section}>
              <div className={styles.ratingRow}>
                <h3>{t(`areas.${area}`)}</h3>
                <Rate
                  readOnly
                  value={reading.ratings[area]}
                  aria-label={t('daily.stars', { count: reading.ratings[area] })}
                />
              </div>
              <p>{text.areas[area][orientation]}</p>
            </section>
          ))}
          <section className={styles.lucky}>
            <div>
              <span className={styles.swatch} data-colour={reading.luckyColour} aria-hidden="true" />
              <p>{t('daily.luckyColour')}</p>
              <strong>{t(`colours.${reading.luckyColour}`)}</strong>
            </div>
            <div>
              <span className={styles.number} aria-hidden="true">
                {reading.luckyNumber}
              </span>
              <p>{t('daily.luckyNumber')}</p>
              <strong>{reading.luckyNumber}</strong>
            </div>
          </section>
          <section className={styles.section}>
            <h3>{t('daily.advice')}</h3>
            <p>{text.interpretation}</p>
            <Link className={styles.more} to={pageLink('cardDetail', { id: card.id })}>
              {t('daily.moreAboutCard')}
            </Link>
          </section>
          {member && (
            <Link className={`${styles.more} ${styles.historyLink}`} to={pageLink('dailyHistory')}>
              {t('dailyHistory.open')}
            </Link>
          )}
          {member && <DailyHistory today={date} />}
          <p className={styles.visitorNote}>{t(member ? 'daily.memberNote' : 'daily.visitorNote')}</p>
          <Disclaimer text="tarot:disclaimer" />
        </div>
      )}
    </>
  );
}
