import { useTranslation } from 'react-i18next';
import type { ColourReading } from '@tarot/core/calendar/day-colour';
import { ColourChips, ElementSwatch } from './colour-swatch';
import styles from './colour-advice-list.module.css';

/**
 * The five elements' colours, best first, each with its rating and one line of why.
 * It takes any ColourReading: today it is the day's (dayColours); a personal reading
 * from a saved chart (personalColours of the day master) renders here unchanged.
 */
export function ColourAdviceList({ reading }: { reading: ColourReading }) {
  const { t } = useTranslation('almanac');
  const me = t(`elements.${reading.element}`);
  return (
    <ol className={styles.list}>
      {reading.advice.map((advice) => (
        <li key={advice.element} className={styles.row} data-rating={advice.rating}>
          <ElementSwatch element={advice.element} />
          <div className={styles.body}>
            <div className={styles.head}>
              <ColourChips advice={advice} />
              <span className={styles.rating}>{t(`colour.ratings.${advice.rating}`)}</span>
            </div>
            <p className={styles.why}>
              <span className={styles.relation}>{t(`colour.relations.${advice.relation}`)}</span>
              {t(`colour.why.${advice.relation}`, { it: t(`elements.${advice.element}`), me })}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
