import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBack } from '../../../shared/cards/card-back';
import styles from './card-fan.module.css';

interface CardFanProps {
  readonly size: number;
  readonly picked: readonly number[];
  readonly onPick: (index: number) => void;
}

/** The shuffled deck fanned face down in a gentle arc; scroll sideways, tap to draw. */
export function CardFan({ size, picked, onPick }: CardFanProps) {
  const { t } = useTranslation('tarot');
  const middle = (size - 1) / 2;
  return (
    <div className={styles.scroller}>
      <ol className={styles.fan}>
        {Array.from({ length: size }, (_, index) => {
          const offset = (index - middle) / middle;
          const taken = picked.includes(index);
          return (
            <li key={index} style={{ '--offset': offset } as CSSProperties}>
              <button
                type="button"
                className={styles.card}
                disabled={taken}
                data-taken={taken}
                onClick={() => onPick(index)}
                aria-label={t('draw.cardInFan', { n: index + 1 })}
              >
                <CardBack />
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
