import type { QimenChart, QimenPalace } from '@tarot/core/qimen/chart';
import type { PalaceNumber } from '@tarot/core/qimen/symbols';
import { useTranslation } from 'react-i18next';
import styles from './qimen-board.module.css';

/** The nine palaces as practitioners draw them, south on top: 巽4 离9 坤2 / 震3 中5 兑7 / 艮8 坎1 乾6. */
const LAYOUT: readonly PalaceNumber[] = [4, 9, 2, 3, 5, 7, 8, 1, 6];

const STEM_ELEMENT: Readonly<Record<string, string>> = {
  甲: 'wood',
  乙: 'wood',
  丙: 'fire',
  丁: 'fire',
  戊: 'earth',
  己: 'earth',
  庚: 'metal',
  辛: 'metal',
  壬: 'water',
  癸: 'water',
};

interface BoardProps {
  readonly chart: QimenChart;
  readonly selected: PalaceNumber;
  readonly onSelect: (palace: PalaceNumber) => void;
  /** Palaces to outline: the asker's (日干) and the question's 用神. */
  readonly asker: PalaceNumber;
  readonly matter: PalaceNumber;
  /** What each palace holds in the reader's words, for screen readers and the selected-palace panel. */
  readonly describe: (palace: QimenPalace) => string;
}

function Stem({ stem, lodged }: { stem: string | null; lodged?: string | undefined }) {
  if (!stem) return <span />;
  return (
    <span className={styles.stems}>
      <span data-glyph="" data-element={STEM_ELEMENT[stem]}>
        {stem}
      </span>
      {lodged && (
        <span data-glyph="" data-element={STEM_ELEMENT[lodged]} className={styles.lodged}>
          {lodged}
        </span>
      )}
    </span>
  );
}

export function QimenBoard({ chart, selected, onSelect, asker, matter, describe }: BoardProps) {
  const { t } = useTranslation('qimen');
  return (
    <div className={styles.board} role="group" aria-label={t('board.label')}>
      {LAYOUT.map((number) => {
        const palace = chart.palaces[number - 1]!;
        const centre = number === 5;
        return (
          <button
            key={number}
            type="button"
            className={styles.palace}
            data-centre={centre}
            data-selected={selected === number}
            data-asker={asker === number}
            data-matter={matter === number}
            aria-pressed={selected === number}
            aria-label={describe(palace)}
            onClick={() => onSelect(number)}
          >
            <span className={styles.top}>
              <span className={styles.god} data-glyph="">
                {palace.god ?? ''}
              </span>
              <span className={styles.trigram} data-glyph="">
                {palace.trigram}
                {number}
              </span>
              <Stem stem={palace.heavenStem} lodged={palace.lodged?.heavenStem} />
            </span>
            <span className={styles.middle}>
              {palace.star && (
                <span className={styles.star} data-glyph="">
                  {palace.star}
                  {palace.lodged?.star && <small>{palace.lodged.star.slice(1)}</small>}
                </span>
              )}
              {palace.door && (
                <span className={styles.door} data-glyph="" data-pressed={palace.marks.includes('门迫')}>
                  {palace.door}
                </span>
              )}
            </span>
            <span className={styles.bottom}>
              <span className={styles.marks}>
                {palace.marks.includes('旬空') && <span className={styles.void}>{t('board.void')}</span>}
                {palace.marks.includes('驿马') && <span className={styles.horse}>{t('board.horse')}</span>}
              </span>
              <Stem stem={palace.earthStem} lodged={palace.lodged?.earthStem} />
            </span>
          </button>
        );
      })}
    </div>
  );
}
