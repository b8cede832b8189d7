import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../shared/ui/copy-text';
import { toast } from '../../shared/ui/toast';
import styles from './news-detail-page.module.css';

/** Share through the system sheet where there is one; copying the link works everywhere. */
export function ShareActions({ title }: { readonly title: string }) {
  const { t } = useTranslation('news');
  const [busy, setBusy] = useState(false);
  const url = window.location.href;
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    setBusy(true);
    const copied = await copyText(url);
    setBusy(false);
    toast.show({ content: copied ? t('detail.copied') : t('detail.copyFailed'), duration: 2000 });
  };
  const share = async () => {
    setBusy(true);
    try {
      await navigator.share({ title, url });
    } catch {
      // closing the share sheet is not an error worth a message
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.actions}>
      {canShare && (
        <Button shape="rounded" color="primary" disabled={busy} onClick={() => void share()}>
          {t('detail.share')}
        </Button>
      )}
      <Button shape="rounded" color="primary" fill="outline" disabled={busy} onClick={() => void copy()}>
        {t('detail.copyLink')}
      </Button>
    </div>
  );
}
