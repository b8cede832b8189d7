import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../shared/ui/bottom-sheet';
import { QrCode } from '../../shared/ui/qr-code';
import styles from './invite-share-sheet.module.css';

interface InviteShareSheetProps {
  readonly open: boolean;
  readonly link: string;
  /** The invitation text (a line, the link, the marked code). */
  readonly message: string;
  readonly onCopy: (text: string) => void;
  readonly onClose: () => void;
}

/**
 * The invitation to pass on: a QR code a friend scans from this screen, the link, and the
 * phone's own share menu where the browser has one (Web Share); copying works everywhere.
 */
export function InviteShareSheet({ open, link, message, onCopy, onClose }: InviteShareSheetProps) {
  const { t } = useTranslation(['ucenter', 'common']);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = () => {
    // A cancelled share rejects; nothing to tell the member then.
    navigator.share({ title: t('invite.title'), text: message }).catch(() => undefined);
  };
  return (
    <BottomSheet open={open} title={t('invite.sheetTitle')} onClose={onClose}>
      <div className={styles.qr}>
        <QrCode text={link} label={t('invite.qrLabel')} size={200} />
      </div>
      <p className={styles.hint}>{t('invite.qrHint')}</p>
      <p className={styles.link} data-testid="invite-link">
        {link}
      </p>
      <div className={styles.actions}>
        {canShare && (
          <Button color="primary" shape="rounded" block onClick={share}>
            {t('invite.shareVia')}
          </Button>
        )}
        <Button color="primary" fill="outline" shape="rounded" block onClick={() => onCopy(link)}>
          {t('invite.copyLink')}
        </Button>
        <Button color="primary" fill="outline" shape="rounded" block onClick={() => onCopy(message)}>
          {t('invite.copyText')}
        </Button>
        <Button fill="none" shape="rounded" block onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      </div>
    </BottomSheet>
  );
}
