import { useEffect, useState } from 'react';
import { Button, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from './bottom-sheet';
import { renderShareImage, type ShareImageContent } from './share-image';
import { toast } from './toast';
import styles from './share-image-sheet.module.css';

interface ShareImageSheetProps {
  readonly content: ShareImageContent | null;
  readonly fileName: string;
  readonly onClose: () => void;
}

/** Draws the share picture when opened, shows it, and offers it as a download. */
export function ShareImageSheet({ content, fileName, onClose }: ShareImageSheetProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!content) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    renderShareImage(content)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        toast.show({ content: t('share.failed') });
        onClose();
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [content, onClose, t]);

  return (
    <BottomSheet open={content !== null} title={t('share.title')} onClose={onClose}>
      <div className={styles.preview}>{url ? <img src={url} alt={content?.title ?? ''} /> : <SpinLoading />}</div>
      <p className={styles.hint}>{t('share.hint')}</p>
      <div className={styles.actions}>
        <Button block fill="outline" shape="rounded" onClick={onClose}>
          {t('actions.close')}
        </Button>
        <a className={styles.download} href={url ?? undefined} download={fileName} aria-disabled={!url}>
          {t('share.download')}
        </a>
      </div>
    </BottomSheet>
  );
}
