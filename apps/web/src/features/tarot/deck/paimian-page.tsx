import { useDeferredValue, useMemo, useState } from 'react';
import { CapsuleTabs, ErrorBlock, SearchBar, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DECK } from '@tarot/core/tarot/deck';
import { CARD_CATEGORIES, type CardCategory } from '@tarot/core/tarot/types';
import { CardArt } from '../card-art/card-art';
import { useCardTexts } from '../hooks/use-card-texts';
import { matchesCard } from './search';
import styles from './paimian-page.module.css';

const isCategory = (value: string | null): value is CardCategory =>
  (CARD_CATEGORIES as readonly string[]).includes(value ?? '');

/** Tab 3: the deck by category as a grid of faces, with search across all 78 cards. */
export default function PaimianPage() {
  const { t } = useTranslation('tarot');
  const [params, setParams] = useSearchParams();
  const category = isCategory(params.get('category')) ? (params.get('category') as CardCategory) : 'major';
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query.trim());
  const { data: texts, isError, refetch } = useCardTexts();

  const cards = useMemo(() => {
    if (!texts) return [];
    if (deferredQuery) return DECK.filter((card) => matchesCard(texts[card.id], deferredQuery));
    return DECK.filter((card) => card.category === category);
  }, [texts, category, deferredQuery]);

  return (
    <div className={styles.page}>
      <div className={styles.controls}>
        <SearchBar placeholder={t('deck.search')} value={query} onChange={setQuery} onClear={() => setQuery('')} />
        {!deferredQuery && (
          <CapsuleTabs activeKey={category} onChange={(key) => setParams({ category: key }, { replace: true })}>
            {CARD_CATEGORIES.map((key) => (
              <CapsuleTabs.Tab key={key} title={t(`categories.${key}`)} />
            ))}
          </CapsuleTabs>
        )}
      </div>
      {isError && (
        <ErrorBlock
          status="disconnected"
          title={t('errors:network')}
          description={<a onClick={() => void refetch()}>{t('common:actions.retry')}</a>}
        />
      )}
      {!texts && !isError && <Skeleton.Paragraph lineCount={8} animated />}
      {texts && cards.length === 0 && (
        <ErrorBlock status="empty" title={t('deck.noMatch')} description={t('deck.noMatchHint')} />
      )}
      <ul className={styles.grid}>
        {texts &&
          cards.map((card) => (
            <li key={card.id}>
              <Link className={styles.item} to={`/pages/tarot/detail?id=${card.id}`}>
                <CardArt card={card} name={texts[card.id]!.name} />
                <span className={styles.name}>{texts[card.id]!.name}</span>
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
