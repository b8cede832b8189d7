import { useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SEARCH_MAX } from '@tarot/contract/article-rules';
import { SearchDiscovery } from './search-discovery';
import { SearchHistory } from './search-history-section';
import { SearchResultList } from './search-result-list';
import { searchHistoryStore } from './search-history';
import styles from './search-page.module.css';

/** One box over cards, spreads, tools and articles; history and discovery while it is empty. */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [history, setHistory] = useState(searchHistoryStore.load);

  // The query lives in the address, so coming back from a result shows the same results.
  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true });
  const remember = (term: string) => setHistory(searchHistoryStore.add(term));
  const searchFor = (term: string) => {
    setQuery(term);
    remember(term);
  };

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <SearchBar
          value={query}
          onChange={setQuery}
          onSearch={(value) => value.trim() && remember(value)}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          autoFocus={!query}
          maxLength={SEARCH_MAX}
        />
      </div>
      {query.trim() ? (
        <SearchResultList query={query} onOpen={() => remember(query)} />
      ) : (
        <>
          <SearchHistory
            history={history}
            onPick={searchFor}
            onClear={() => {
              searchHistoryStore.clear();
              setHistory([]);
            }}
          />
          <SearchDiscovery onPick={searchFor} />
        </>
      )}
    </div>
  );
}
