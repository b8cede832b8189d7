import { useTranslation } from 'react-i18next';
import type { ChartBody } from '@tarot/core/astrology/natal';
import type { AstrologyTexts } from '@tarot/core/astrology/texts';
import { BODY_GLYPHS, degreeText, textGlyph } from './glyphs';
import styles from './xingzuo.module.css';

/** Every body in its sign, degree and house, retrograde marked. */
export function PlanetsTable({ bodies, texts }: { bodies: readonly ChartBody[]; texts: AstrologyTexts }) {
  const { t } = useTranslation('xingzuo');
  const withHouses = bodies.some((b) => b.house !== undefined);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('natal.body')}</th>
          <th scope="col">{t('natal.sign')}</th>
          {withHouses && <th scope="col">{t('natal.house')}</th>}
        </tr>
      </thead>
      <tbody>
        {bodies.map((b) => (
          <tr key={b.id}>
            <th scope="row">
              <span aria-hidden="true" className={styles.tableGlyph}>
                {textGlyph(BODY_GLYPHS[b.id])}
              </span>
              {texts.names.points[b.id]}
              {b.retrograde && b.id !== 'node' && (
                <abbr className={styles.retro} title={t('natal.retrograde')}>
                  R
                </abbr>
              )}
            </th>
            <td>
              {texts.names.signs[b.sign]} {degreeText(b.degree)}
            </td>
            {withHouses && <td>{b.house}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
