import type { ReactNode } from 'react';
import styles from './card-list.module.css';

/** The list every page stacks its cards in; `className` may set `--card-list-gap` and `--card-list-padding`. */
export function CardList({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return <ul className={className ? `${styles.list} ${className}` : styles.list}>{children}</ul>;
}
