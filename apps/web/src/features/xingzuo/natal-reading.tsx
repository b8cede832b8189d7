import type { ReadingLine } from '@tarot/core/astrology/natal-reading';
import styles from './xingzuo.module.css';

/** The chart in words: the Sun, Moon and rising first, then planets by sign and house, then tight aspects. */
export function NatalReading({ lines }: { readonly lines: readonly ReadingLine[] }) {
  return (
    <ul className={styles.reading}>
      {lines.map((line, i) => (
        <li key={i} data-code={line.code}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
