import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findCard } from '@tarot/core/tarot/deck';
import type { DrawnCard } from '@tarot/core/tarot/draw';
import type { Spread, SpreadPosition } from '@tarot/core/tarot/spreads';
import type { CardText, LifeArea } from '@tarot/core/tarot/types';
import { pageLink } from '../../../shared/config/paths';
import { TarotCard } from '../components/tarot-card';
import styles from './position-reading.module.css';

interface PositionReadingProps {
  readonly spread: Spread;
  /** The life area the question asks about; null reads the card's general meaning. */
  readonly area: LifeArea | null;
  readonly position: SpreadPosition;
  readonly index: number;
  readonly card: DrawnCard;
  readonly text: CardText;
}

/** What the position asks, the card that answered, and its meaning in the question's life area. */
export function PositionReading({ spread, area, position, index, card, text }: PositionReadingProps) {
  const { t } = useTranslation(['spreads', 'tarot']);
  const orientation = card.reversed ? 'reversed' : 'upright';
  const meaning = area ? text.areas[area][orientation] : text[orientation];
  return (
    <li className={styles.item}>
      <Link to={pageLink('cardDetail', { id: card.id })} className={styles.card}>
        <TarotCard card={findCard(card.id)!} name={text.name} reversed={card.reversed} />
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
        <p className={styles.keywords}>{text.keywords[orientation].join(' · ')}</p>
        <p className={styles.meaning}>{meaning}</p>
      </div>
    </li>
  );
}
