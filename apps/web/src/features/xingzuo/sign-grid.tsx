import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SunSignDays } from '@tarot/core/astrology/sun-signs';
import type { AstrologyTexts } from '@tarot/core/astrology/texts';
import { pageLink } from '../../shared/config/paths';
import { SignGlyph } from './sign-glyph';
import { dayRangeText } from './sign-days-text';
import styles from './xingzuo.module.css';

interface SignGridProps {
  readonly days: readonly SunSignDays[];
  readonly texts: AstrologyTexts;
}

/** The twelve signs with this year's dates, each opening its horoscope. */
export function SignGrid({ days, texts }: SignGridProps) {
  const { i18n } = useTranslation();
  return (
    <ul className={styles.signGrid}>
      {days.map(({ sign, from, to }) => (
        <li key={sign}>
          <Link className={styles.signTile} to={pageLink('xingzuoHoroscope', { sign })}>
            <SignGlyph sign={sign} />
            <span className={styles.signName}>{texts.names.signs[sign]}</span>
            <span className={styles.signDays}>{dayRangeText(from, to, i18n.language, true)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
