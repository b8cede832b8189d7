import { useTranslation } from 'react-i18next';
import type { BaziChart } from '@tarot/core/calendar/bazi/chart';
import { BAZI_GLOSSARY } from '@tarot/core/glossary/bazi-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import { useBaziReading } from '../reading/use-bazi-reading';
import { ElementText } from './element-text';
import { Glyph } from './glyph';
import styles from './elements-panel.module.css';

/**
 * The five elements' counts, with and without the hidden stems, and the day master's strength:
 * the reading's one verdict (the same the reading below and the API give), not a count of its own.
 */
export function ElementsPanel({ chart }: { chart: BaziChart }) {
  const { t } = useTranslation('bazi');
  const { term } = useTerm(BAZI_GLOSSARY);
  const { reading } = useBaziReading(chart);
  const elements = Object.keys(chart.elements.withHidden);
  const most = Math.max(...Object.values(chart.elements.withHidden), 1);
  return (
    <section className={styles.panel}>
      <h3>{t('elements.title')}</h3>
      <ul className={styles.bars}>
        {elements.map((element) => (
          <li key={element}>
            <ElementText element={element}>{term('element', element)}</ElementText>
            <span className={styles.track}>
              <span
                className={styles.fill}
                data-element={element}
                style={{ width: `${((chart.elements.withHidden[element] ?? 0) / most) * 100}%` }}
              />
            </span>
            <span className={styles.count}>
              {t('elements.counts', {
                visible: chart.elements.visible[element] ?? 0,
                all: chart.elements.withHidden[element] ?? 0,
              })}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.legend}>{t('elements.legend')}</p>
      <p className={styles.strength}>
        {t('elements.dayMaster')}
        <ElementText element={chart.dayMaster.element}>
          <strong>
            <Glyph term={term} domain="stem">
              {chart.dayMaster.stem}
            </Glyph>
          </strong>
        </ElementText>
        {reading && (
          <>
            {' · '}
            <span data-level={reading.strength.level}>
              {t('elements.strength', { level: reading.strength.levelName, score: reading.strength.score })}
            </span>
          </>
        )}
      </p>
    </section>
  );
}
