import { useTranslation } from 'react-i18next';
import type { ColourRating, ColourReading } from '@tarot/core/calendar/day-colour';
import { ColourChips, ElementSwatch } from './colour-swatch';
import styles from './colour-advice-list.module.css';

/** One element's colours as a row shows them: its rating, a short label and one line of why. */
export interface ColourRow {
  readonly element: string;
  readonly rating: ColourRating;
  readonly english: readonly string[];
  readonly label: string;
  readonly why: string;
}

/** The five elements' colours, best first, each with its rating and one line of why. */
export function ColourRows({ rows }: { rows: readonly ColourRow[] }) {
  const { t } = useTranslation('almanac');
  return (
    <ol className={styles.list}>
      {rows.map((row) => (
        <li key={row.element} className={styles.row} data-rating={row.rating}>
          <ElementSwatch element={row.element} />
          <div className={styles.body}>
            <div className={styles.head}>
              <ColourChips advice={row} />
              <span className={styles.rating}>{t(`colour.ratings.${row.rating}`)}</span>
            </div>
            <p className={styles.why}>
              <span className={styles.relation}>{row.label}</span>
              {row.why}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The day's colours (dayColours), rated by each element's relation to the day stem's. */
export function ColourAdviceList({ reading }: { reading: ColourReading }) {
  const { t } = useTranslation('almanac');
  const me = t(`elements.${reading.element}`);
  const rows = reading.advice.map((advice) => ({
    element: advice.element,
    rating: advice.rating,
    english: advice.english,
    label: t(`colour.relations.${advice.relation}`),
    why: t(`colour.why.${advice.relation}`, { it: t(`elements.${advice.element}`), me }),
  }));
  return <ColourRows rows={rows} />;
}
