import { useTranslation } from 'react-i18next';
import type { RenderedReading, RenderedRole } from '@tarot/core/calendar/bazi/reading/render';
import { ElementText } from '../chart/element-text';
import styles from './bazi-reading-view.module.css';

const ROLES = ['useful', 'favourable', 'unfavourable'] as const;

/** 用神, 喜神 and 忌神, each element in its colour with the reason it is listed; each 用神 names its basis. */
export function ReadingElements({ elements }: { elements: RenderedReading['elements'] }) {
  const { t } = useTranslation('baziReading');
  return (
    <dl className={styles.roles}>
      {ROLES.map((role) => (
        <div key={role} data-role={role}>
          <dt>{t(`elements.${role}`)}</dt>
          <dd>
            {elements[role].length === 0 ? (
              <span className={styles.muted}>{t('elements.none')}</span>
            ) : (
              <ul className={styles.reasons}>
                {elements[role].map((entry: RenderedRole) => (
                  <li key={entry.element}>
                    <ElementText element={entry.element}>
                      <strong>{entry.elementName}</strong>
                    </ElementText>
                    <small className={styles.category}>{entry.categoryName}</small>
                    {role === 'useful' && (
                      <small className={styles.basis} data-basis={entry.basis}>
                        {t(`elements.basis.${entry.basis}`)}
                      </small>
                    )}
                    <span>{entry.reason.text}</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
