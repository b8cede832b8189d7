import { useTranslation } from 'react-i18next';
import type { Aspect } from '@tarot/core/astrology/aspects';
import type { BodyId } from '@tarot/core/astrology/bodies';
import type { AstrologyTexts } from '@tarot/core/astrology/texts';
import { ASPECT_GLYPHS, BODY_GLYPHS, textGlyph } from './glyphs';
import styles from './xingzuo.module.css';

/** The half-grid of aspects: each pair of bodies once, with the aspect's symbol and orb. */
export function AspectGrid({
  bodies,
  aspects,
  texts,
}: {
  bodies: readonly BodyId[];
  aspects: readonly Aspect[];
  texts: AstrologyTexts;
}) {
  const { t } = useTranslation('xingzuo');
  const between = (a: BodyId, b: BodyId) => aspects.find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
  return (
    <table className={styles.grid} aria-label={t('natal.aspects')}>
      <tbody>
        {bodies.slice(1).map((row, r) => (
          <tr key={row}>
            <th scope="row" aria-label={texts.names.points[row]}>
              {textGlyph(BODY_GLYPHS[row])}
            </th>
            {bodies.slice(0, r + 1).map((column) => {
              const aspect = between(row, column);
              const name = aspect
                ? `${texts.names.points[row]} ${texts.names.aspects[aspect.type]} ${texts.names.points[column]} ${aspect.orb.toFixed(1)}°`
                : undefined;
              return (
                <td key={column} data-type={aspect?.type} title={name} aria-label={name}>
                  {aspect && textGlyph(ASPECT_GLYPHS[aspect.type])}
                </td>
              );
            })}
          </tr>
        ))}
        <tr>
          <td />
          {bodies.slice(0, -1).map((column) => (
            <th key={column} scope="col" aria-label={texts.names.points[column]}>
              {textGlyph(BODY_GLYPHS[column])}
            </th>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
