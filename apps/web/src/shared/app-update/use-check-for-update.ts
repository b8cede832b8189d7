import { useEffect, useState } from 'react';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showError } from '../api/show-error';
import { checkForUpdate } from './check-for-update';
import { toast } from '../ui/toast';

/**
 * "Check for updates" as the Mine and About pages offer it: asks the server, then says
 * whether a newer release exists, with its download link when there is one. Its dialogs are
 * imperative (outside the page's tree), so leaving the page closes them rather than letting
 * them sit over the next one.
 */
export function useCheckForUpdate(): { readonly check: () => Promise<void>; readonly checking: boolean } {
  const { t } = useTranslation(['appUpdate', 'errors', 'common']);
  const [checking, setChecking] = useState(false);
  useEffect(() => () => Dialog.clear(), []);

  const check = async () => {
    if (checking) return;
    setChecking(true);
    const loading = toast.show({ icon: 'loading', content: t('checking'), duration: 0 });
    try {
      const result = await checkForUpdate();
      loading.close();
      if (!result.newer) {
        await Dialog.alert({
          title: t('upToDate'),
          content: t('currentVersion', { version: result.current.version }),
          confirmText: t('common:actions.ok'),
        });
        return;
      }
      const content = t('newerAvailable', { latest: result.latest.version, current: result.current.version });
      if (!result.downloadUrl) {
        await Dialog.alert({
          title: t('newerTitle'),
          content: `${content} ${t('noLink')}`,
          confirmText: t('common:actions.ok'),
        });
        return;
      }
      const download = await Dialog.confirm({
        title: t('newerTitle'),
        content,
        confirmText: t('download'),
        cancelText: t('later'),
      });
      if (download) window.open(result.downloadUrl, '_blank', 'noopener');
    } catch (error) {
      loading.close();
      showError(error);
    } finally {
      setChecking(false);
    }
  };
  return { check, checking };
}
