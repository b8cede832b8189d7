import { Dialog } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { SearchSection, TermChips } from './search-section';

interface SearchHistoryProps {
  readonly history: readonly string[];
  readonly onPick: (term: string) => void;
  readonly onClear: () => void;
}

/** Recent searches on this device, newest first; deleting them all asks first. */
export function SearchHistory({ history, onPick, onClear }: SearchHistoryProps) {
  const { t } = useTranslation(['search', 'common']);
  if (history.length === 0) return null;
  const confirmClear = async () => {
    const confirmed = await Dialog.confirm({
      content: t('history.confirm'),
      cancelText: t('common:actions.cancel'),
      confirmText: t('history.clear'),
    });
    if (confirmed) onClear();
  };
  return (
    <SearchSection
      title={t('history.title')}
      action={
        <button type="button" onClick={() => void confirmClear()} aria-label={t('history.clear')}>
          <DeleteOutline aria-hidden="true" />
          <span>{t('history.clear')}</span>
        </button>
      }
    >
      <TermChips terms={history} onPick={onPick} />
    </SearchSection>
  );
}
