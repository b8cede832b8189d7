import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadMore } from '../../shared/ui/load-more';
import type { ResultGroup as Group } from './search-results';
import styles from './search-page.module.css';

/** A long group (a suit of cards) would push the others off the screen: it opens on request. */
const COLLAPSED_SIZE = 5;

interface ResultGroupProps {
  readonly group: Group;
  /** What the server counted, where it holds more than it sent. */
  readonly total: number;
  readonly onOpen: () => void;
  /** Where the server holds more than it sent: the rest, page by page, once the group is open. */
  readonly more?: { readonly hasMore: boolean; readonly load: () => Promise<unknown> };
}

export function ResultGroup({ group, total, onOpen, more }: ResultGroupProps) {
  const { t } = useTranslation('search');
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? group.items : group.items.slice(0, COLLAPSED_SIZE);
  return (
    <section className={styles.section} aria-label={t(`groups.${group.kind}`)}>
      <header className={styles.sectionHeader}>
        <h2>
          {t(`groups.${group.kind}`)}
          <span className={styles.count}>{total}</span>
        </h2>
      </header>
      <ul className={styles.resultList}>
        {shown.map((result) => (
          <li key={result.id}>
            <Link className={styles.result} to={result.path} onClick={onOpen}>
              <span className={styles.resultTitle}>{result.title}</span>
              {result.subtitle && <span className={styles.resultSubtitle}>{result.subtitle}</span>}
            </Link>
          </li>
        ))}
      </ul>
      {shown.length < group.items.length || (!expanded && more?.hasMore) ? (
        <button type="button" className={styles.showAll} onClick={() => setExpanded(true)}>
          {t('showAll', { count: total })}
        </button>
      ) : (
        more?.hasMore && <LoadMore hasMore loadMore={more.load} />
      )}
    </section>
  );
}
