import type { HoroscopeReadingLine } from '@tarot/core/astrology/horoscope-reading';
import styles from './xingzuo.module.css';

/** Horoscope lines, each headed by the transit that causes it and when it holds. */
export function HoroscopeLines({ lines }: { readonly lines: readonly HoroscopeReadingLine[] }) {
  return (
    <ol className={styles.lines}>
      {lines.map((line, i) => (
        <li key={`${line.code}-${i}`} data-code={line.code}>
          <h3 className={styles.lineTitle}>{line.transit}</h3>
          {line.dates && <p className={styles.lineDates}>{line.dates}</p>}
          <p className={styles.lineText}>{line.text}</p>
        </li>
      ))}
    </ol>
  );
}
