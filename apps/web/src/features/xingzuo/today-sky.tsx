import { useTranslation } from 'react-i18next';
import type { skyAt } from '@tarot/core/astrology/answers';
import type { AstrologyTexts } from '@tarot/core/astrology/texts';
import { SignGlyph } from './sign-glyph';
import styles from './xingzuo.module.css';

interface TodaySkyProps {
  readonly sky: ReturnType<typeof skyAt>;
  readonly texts: AstrologyTexts;
}

/** The sky of this moment: the Moon's sign and phase, and the planets going backwards. */
export function TodaySky({ sky, texts }: TodaySkyProps) {
  const { t, i18n } = useTranslation('xingzuo');
  const { names } = texts;
  const lit = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(sky.illumination);
  const retrograde = sky.retrograde.map((body) => names.points[body]);
  return (
    <section className={styles.card} aria-labelledby="xingzuo-sky">
      <h2 id="xingzuo-sky" className={styles.cardTitle}>
        {t('sky.title')}
      </h2>
      <p className={styles.skyLine}>
        <SignGlyph sign={sky.moonSign} />
        <span>{t('sky.moon', { sign: names.signs[sky.moonSign] })}</span>
      </p>
      <p className={styles.skyLine}>
        <span className={styles.moonDisc} aria-hidden="true" style={{ '--lit': sky.illumination } as object} />
        <span>{t('sky.phase', { phase: names.phases[sky.phase], lit })}</span>
      </p>
      <p className={styles.small}>
        {retrograde.length > 0
          ? t('sky.retrograde', { planets: retrograde.join(t('listSeparator')) })
          : t('sky.noRetrograde')}
      </p>
    </section>
  );
}
