import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findCard } from '@tarot/core/tarot/deck';
import type { DrawnCard } from '@tarot/core/tarot/draw';
import type { Spread, SpreadPosition } from '@tarot/core/tarot/spreads';
import type { CardText } from '@tarot/core/tarot/types';
import { pageLink } from '../../../shared/config/paths';
import { TarotCard } from '../../../shared/cards/tarot-card';
import styles from './position-reading.module.css';

interface PositionReadingProps {
  readonly spread: Spread;
  readonly position: SpreadPosition;
  readonly index: number;
  readonly card: DrawnCard;
  readonly text: CardText;
  /** The card told in this position's frame, for the question's topic (`composeReading`). */
  readonly told: string;
}

/** What the position asks, the card that answered, and what it says there about the question. */
export function PositionReading({ spread, position, index, card, text, told }: PositionReadingProps) {
  const { t } = useTranslation(['spreads', 'tarot']);
  const orientation = card.reversed ? 'reversed' : 'upright';
  return (
    <li className={styles.item}>
      <Link to={pageLink('cardDetail', { id: card.id })} className={styles.card}>
        <TarotCard card={findCard(card.id)!} name={text.name} reversed={card.reversed} sizes="72px" />
      </Link>
      <div className={styles.body}>
        <p className={styles.position}>
          <span className={styles.index}>{index + 1}</span>
          {t(`${spread.id}.positions.${position.key}.name`)}
        </p>
        <p className={styles.asks}>{t(`${spread.id}.positions.${position.key}.asks`)}</p>
        <h3 className={styles.name}>
          {text.name}
          <Tag round color={card.reversed ? 'default' : 'primary'} fill="outline">
            {t(`tarot:orientation.${orientation}`)}
          </Tag>
        </h3>
        <p className={styles.meaning}>{told}</p>
      </div>
    </li>
  );
}
