import type { TermLanguage } from '@tarot/core/glossary/renderings';
import { HanText } from './han-text';
import styles from './qimen-page.module.css';

/** Labelled facts of a chart or a palace, each value's terms with their Chinese beside them. */
export function FactList({ rows, language }: { rows: readonly [string, string][]; language: TermLanguage }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <HanText text={value} language={language} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
