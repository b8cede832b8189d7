import { useEffect, useState } from 'react';
import { Dialog, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { browserCacheSources, clearCache, formatBytes, measureCache } from './local-cache';
import { toast } from '../../shared/ui/toast';

/** "Clear cache" with the size it frees; the login and the language stay. */
export function ClearCacheItem() {
  const { t, i18n } = useTranslation('settings');
  const [bytes, setBytes] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void measureCache(browserCacheSources()).then((size) => current && setBytes(size));
    return () => {
      current = false;
    };
  }, []);

  const clear = async () => {
    if (busy) return;
    const confirmed = await Dialog.confirm({
      content: t('clearCacheConfirm'),
      cancelText: t('common:actions.cancel'),
      confirmText: t('common:actions.ok'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await clearCache(browserCacheSources());
      setBytes(await measureCache(browserCacheSources()));
      toast.show({ icon: 'success', content: t('cacheCleared') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <List.Item
      onClick={() => void clear()}
      disabled={busy}
      extra={<span data-testid="cache-size">{bytes === null ? '…' : formatBytes(bytes, i18n.language)}</span>}
    >
      {t('clearCache')}
    </List.Item>
  );
}
