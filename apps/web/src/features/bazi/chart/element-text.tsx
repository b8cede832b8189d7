import type { ReactNode } from 'react';
import styles from './element-text.module.css';

/** Text in its five-element colour, the same on every chart page (DESIGN.md). */
export function ElementText({ element, children }: { element: string; children: ReactNode }) {
  return (
    <span className={styles.text} data-element={element}>
      {children}
    </span>
  );
}
