import { useDeferredValue, useMemo, useState } from 'react';
import { SearchBar, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DECK } from '@tarot/core/tarot/deck';
import { CARD_CATEGORIES, type CardCategory } from '@tarot/core/tarot/types';
import { pageLink } from '../../../shared/config/paths';
import { CardFace } from '../../../shared/cards/card-face';
import { useCardNames } from '../hooks/use-card-names';
import { useCardTexts } from '../hooks/use-card-texts';
import { matchesCard } from './search';
import { CapsuleTabs } from '../../../shared/ui/capsule-tabs';
import { ErrorBlock } from '../../../shared/ui/error-block';
import styles from './cards-page.module.css';

const isCategory = (value: string | null): value is CardCategory =>
  (CARD_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * Tab 3: the deck by category as a grid of faces, with search across all 78 cards. The grid
 * needs only the names; the full texts (keywords for the search) load once the user searches.
 */
export default function CardsPage() {
  const { t } = useTranslation('tarot');
  const [params, setParams] = useSearchParams();
  const category = isCategory(params.get('category')) ? (params.get('category') as CardCategory) : 'major';
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query.trim());
  const names = useCardNames();
  // The grid's dozens of drawn faces render in the background once the names arrive, in
  // slices a tap can interrupt, rather than in one long task.
  const cardNames = useDeferredValue(names.data);
  const texts = useCardTexts({ enabled: deferredQuery !== '' });
  const loaded = cardNames && (!deferredQuery || texts.data);
  const failed = names.isError || texts.isError;
  const retry = () => void (names.isError ? names.refetch() : texts.refetch());

  const cards = useMemo(() => {
    if (!deferredQuery) return DECK.filter((card) => card.category === category);
    const found = texts.data;
    return found ? DECK.filter((card) => matchesCard(found[card.id], deferredQuery)) : [];
  }, [texts.data, category, deferredQuery]);

  return (
    <div className={styles.page}>
      <div className={styles.controls}>
        <SearchBar placeholder={t('deck.search')} value={query} onChange={setQuery} onClear={() => setQuery('')} />
        {!deferredQuery && (
          <CapsuleTabs
            tabs={CARD_CATEGORIES.map((key) => ({ key, title: t(`categories.${key}`) }))}
            activeKey={category}
            onChange={(key) => setParams({ category: key }, { replace: true })}
          />
        )}
      </div>
      {failed && (
        <ErrorBlock
          status="disconnected"
          title={t('errors:network')}
          description={<a onClick={retry}>{t('common:actions.retry')}</a>}
        />
      )}
      {!loaded && !failed && <Skeleton.Paragraph lineCount={8} animated />}
      {loaded && cards.length === 0 && (
        <ErrorBlock status="empty" title={t('deck.noMatch')} description={t('deck.noMatchHint')} />
      )}
      <ul className={styles.grid}>
        {loaded &&
          cards.map((card) => (
            <li key={card.id}>
              <Link className={styles.item} to={pageLink('cardDetail', { id: card.id })}>
                <span className={styles.face}>
                  <CardFace card={card} name={cardNames[card.id]!} sizes="30vw" />
                </span>
                <span className={styles.name}>{cardNames[card.id]}</span>
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
