import type { ReactNode } from 'react';
import styles from './search-page.module.css';

interface SearchSectionProps {
  readonly title: string;
  readonly action?: ReactNode;
  readonly children: ReactNode;
}

export function SearchSection({ title, action, children }: SearchSectionProps) {
  return (
    <section className={styles.section} aria-label={title}>
      <header className={styles.sectionHeader}>
        <h2>{title}</h2>
        {action && <div className={styles.sectionAction}>{action}</div>}
      </header>
      {children}
    </section>
  );
}

export function TermChips({
  terms,
  onPick,
}: {
  readonly terms: readonly string[];
  readonly onPick: (term: string) => void;
}) {
  return (
    <ul className={styles.chips}>
      {terms.map((term) => (
        <li key={term}>
          <button type="button" className={styles.chip} onClick={() => onPick(term)}>
            {term}
          </button>
        </li>
      ))}
    </ul>
  );
}
