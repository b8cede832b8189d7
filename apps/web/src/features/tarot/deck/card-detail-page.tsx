import { useState } from 'react';
import { Segmented, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { findCard } from '@tarot/core/tarot/deck';
import { LIFE_AREAS, type Orientation } from '@tarot/core/tarot/types';
import { Disclaimer } from '../../../shared/ui/disclaimer';
import { TarotCard } from '../../../shared/cards/tarot-card';
import { useDeck } from '../../../shared/cards/deck-choice';
import { CardFactsLine } from '../components/card-facts-line';
import { useCardTexts } from '../hooks/use-card-texts';
import { ErrorBlock } from '../../../shared/ui/error-block';
import styles from './card-detail-page.module.css';

/** `/pages/tarot/detail?id=…`: one card large, both orientations, and every reading of it. */
export default function CardDetailPage() {
  const { t } = useTranslation('tarot');
  const [params] = useSearchParams();
  const card = findCard(params.get('id') ?? '');
  const [orientation, setOrientation] = useState<Orientation>('upright');
  const { data: texts } = useCardTexts();
  const deck = useDeck();

  if (!card) return <ErrorBlock status="empty" title={t('detail.notFound')} description={t('detail.notFoundHint')} />;
  const text = texts?.[card.id];
  if (!text) return <Skeleton.Paragraph lineCount={10} animated />;
  const reversed = orientation === 'reversed';

  return (
    <article className={styles.page}>
      <div className={styles.hero}>
        <TarotCard
          className={styles.card}
          card={card}
          name={text.name}
          reversed={reversed}
          sizes="(min-width: 462px) 240px, 52vw"
          priority
        />
        <h2 className={styles.name}>{text.name}</h2>
        <CardFactsLine card={card} />
        <Segmented
          className={styles.switch}
          value={orientation}
          onChange={(value) => setOrientation(value as Orientation)}
          options={[
            { label: t('orientation.upright'), value: 'upright' },
            { label: t('orientation.reversed'), value: 'reversed' },
          ]}
        />
      </div>

      <section className={styles.section}>
        <h3>{t('detail.keywords')}</h3>
        <div className={styles.tags}>
          {text.keywords[orientation].map((keyword) => (
            <Tag key={keyword} round color={reversed ? 'default' : 'primary'} fill="outline">
              {keyword}
            </Tag>
          ))}
        </div>
        <h3>{t(`detail.meaning.${orientation}`)}</h3>
        <p>{text[orientation]}</p>
      </section>

      <section className={styles.section}>
        <h3>{t('detail.areas')}</h3>
        <dl className={styles.areas}>
          {LIFE_AREAS.map((area) => (
            <div key={area}>
              <dt>{t(`areas.${area}`)}</dt>
              <dd>{text.areas[area][orientation]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.section}>
        <h3>{t('detail.interpretation')}</h3>
        <p>{text.interpretation}</p>
        {/* The imagery texts describe the Rider–Waite–Smith pictures: with another deck they would describe a picture that is not there. */}
        {deck === 'rws-1909' && (
          <>
            <h3>{t('detail.imagery')}</h3>
            <p>{text.imagery}</p>
          </>
        )}
      </section>
      <Disclaimer text="tarot:disclaimer" />
    </article>
  );
}
