import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ResultGroup } from './result-group';
import { findLocal, groupResults } from './search-results';
import { useArticleSearch } from './use-article-search';
import { useLocalCatalogue } from './use-local-catalogue';
import { ErrorBlock } from '../../shared/ui/error-block';
import styles from './search-page.module.css';

interface SearchResultListProps {
  readonly query: string;
  /** Opening a result keeps the query in the history. */
  readonly onOpen: () => void;
}

/** Results grouped by kind: the device's catalogue at once, articles when the server answers. */
export function SearchResultList({ query, onOpen }: SearchResultListProps) {
  const { t } = useTranslation('search');
  const catalogue = useLocalCatalogue();
  const articles = useArticleSearch(query);
  const groups = groupResults({
    cards: findLocal('cards', catalogue.cards, query),
    spreads: findLocal('spreads', catalogue.spreads, query),
    tools: findLocal('tools', catalogue.tools, query),
    articles: articles.results,
  });

  return (
    <div className={styles.results}>
      {groups.map((group) => (
        <ResultGroup
          key={`${group.kind}-${query}`}
          group={group}
          total={group.kind === 'articles' ? articles.total : group.items.length}
          onOpen={onOpen}
          more={group.kind === 'articles' ? { hasMore: articles.hasMore, load: articles.loadMore } : undefined}
        />
      ))}
      {articles.pending && (
        <p className={styles.hint} role="status">
          <DotLoading color="primary" /> {t('articlesLoading')}
        </p>
      )}
      {articles.failed && <p className={styles.hint}>{t('articlesFailed')}</p>}
      {!articles.pending && groups.length === 0 && (
        <ErrorBlock status="empty" title={t('noResults', { query: query.trim() })} description={t('noResultsHint')} />
      )}
    </div>
  );
}
