import { useTranslation } from 'react-i18next';
import type { DrawnCard } from '@tarot/core/tarot/draw';
import { findCard } from '@tarot/core/tarot/deck';
import type { Spread } from '@tarot/core/tarot/spreads';
import type { CardTextTable } from '@tarot/core/tarot/types';
import { SpreadLayout } from '../components/spread-layout';
import { TarotCard } from '../../../shared/cards/tarot-card';
import styles from './drawn-spread.module.css';

interface DrawnSpreadProps {
  readonly spread: Spread;
  /** The cards drawn so far, in position order. */
  readonly cards: readonly DrawnCard[];
  /** How many of them lie face up. */
  readonly shown: number;
  readonly texts: CardTextTable | undefined;
  /** While drawing, the layout shares the screen with the fan, so it stays shorter. */
  readonly maxHeight?: string;
}

/** The layout filling as cards are drawn, then turning them over one by one; an empty place shows its name. */
export function DrawnSpread({ spread, cards, shown, texts, maxHeight }: DrawnSpreadProps) {
  const { t } = useTranslation('spreads');
  return (
    <SpreadLayout
      className={styles.layout}
      spread={spread}
      maxHeight={maxHeight}
      renderSlot={(position, index) => {
        const drawn = cards[index];
        const facts = drawn && findCard(drawn.id);
        if (!drawn || !facts) {
          return (
            <span className={styles.empty}>
              <span className={styles.emptyName}>{t(`${spread.id}.positions.${position.key}.name`)}</span>
            </span>
          );
        }
        return (
          <TarotCard
            className={styles.card}
            card={facts}
            name={texts?.[drawn.id]?.name ?? ''}
            reversed={drawn.reversed}
            faceUp={index < shown}
            sizes="30vw"
          />
        );
      }}
    />
  );
}
