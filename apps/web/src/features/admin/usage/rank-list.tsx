import styles from './usage-page.module.css';

export interface Ranked {
  readonly label: string;
  /** Shown on hover: what the label stands for (a route path, an event's own name). */
  readonly hint?: string;
  readonly value: number;
  /** A second figure after the value, e.g. the visitors of a page. */
  readonly detail?: string;
}

/** A titled list of labels with their numbers and a bar in proportion to the largest. */
export function RankList({ title, items, empty }: { title: string; items: readonly Ranked[]; empty: string }) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <section className={styles.card}>
      <h2 className={styles.title}>{title}</h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.ranks}>
          {items.map((item) => (
            <li key={item.hint ?? item.label} className={styles.rank} title={item.hint}>
              <span className={styles.bar} style={{ width: `${(item.value / max) * 100}%` }} aria-hidden />
              <span className={styles.label}>{item.label}</span>
              <span className={styles.value}>
                {item.value}
                {item.detail && <small> · {item.detail}</small>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
