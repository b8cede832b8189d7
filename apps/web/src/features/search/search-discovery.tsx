import { useState } from 'react';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { localStore } from '../../shared/storage/local';
import { popularSearchTerms } from './popular-searches';
import { SearchSection, TermChips } from './search-section';
import { useLocalCatalogue } from './use-local-catalogue';
import styles from './search-page.module.css';

/** Remembered on the device: someone who hid the discovery list does not want it back each visit. */
const HIDDEN_KEY = 'SEARCH_DISCOVERY_HIDDEN';

/** Popular searches, which the reader can hide and show again. */
export function SearchDiscovery({ onPick }: { readonly onPick: (term: string) => void }) {
  const { t } = useTranslation('search');
  const catalogue = useLocalCatalogue();
  const [hidden, setHidden] = useState(() => localStore.get(HIDDEN_KEY) === '1');
  const toggle = () => {
    if (hidden) localStore.remove(HIDDEN_KEY);
    else localStore.set(HIDDEN_KEY, '1');
    setHidden(!hidden);
  };
  return (
    <SearchSection
      title={t('discovery.title')}
      action={
        <button type="button" onClick={toggle} aria-pressed={hidden}>
          {hidden ? <EyeInvisibleOutline aria-hidden="true" /> : <EyeOutline aria-hidden="true" />}
          <span>{hidden ? t('discovery.show') : t('discovery.hide')}</span>
        </button>
      }
    >
      {hidden ? (
        <p className={styles.hint}>{t('discovery.hidden')}</p>
      ) : (
        <TermChips terms={popularSearchTerms(catalogue, t)} onPick={onPick} />
      )}
    </SearchSection>
  );
}
