import { useTranslation } from 'react-i18next';
import { CardBack } from '../../../shared/cards/card-back';
import { CUT_PILES } from './draw-state';
import styles from './cut-piles.module.css';

/** The deck split in piles; the one the querent chooses goes on top. */
export function CutPiles({ onCut }: { onCut: (pile: number) => void }) {
  const { t } = useTranslation('tarot');
  return (
    <div className={styles.piles}>
      {Array.from({ length: CUT_PILES }, (_, pile) => (
        <button key={pile} type="button" className={styles.pile} onClick={() => onCut(pile)}>
          <span className={styles.stack} aria-hidden="true">
            <CardBack />
          </span>
          <span className={styles.label}>{t('draw.pile', { n: pile + 1 })}</span>
        </button>
      ))}
    </div>
  );
}
