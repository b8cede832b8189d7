import { useEffect } from 'react';
import { BellOutline, CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showError } from '../api/show-error';
import { recordOpened } from './inbox-api';
import { messageRoute } from './message-route';
import type { PushMessage } from './packet';
import styles from './push-notice-card.module.css';

/** Long enough to read two lines, short enough not to sit over the page. */
export const NOTICE_VISIBLE_MS = 6_000;

interface PushNoticeCardProps {
  readonly message: PushMessage;
  readonly onClose: () => void;
}

/** A push message shown over the page while the app is open: a tap opens what it is about. */
export default function PushNoticeCard({ message, onClose }: PushNoticeCardProps) {
  const { t } = useTranslation('push');
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(onClose, NOTICE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [onClose]);

  const open = () => {
    onClose();
    void navigate(messageRoute(message.url));
    recordOpened(message.messageId).catch(showError);
  };

  return (
    <div className={styles.notice} role="status" aria-live="polite">
      <button
        type="button"
        className={styles.open}
        onClick={open}
        aria-label={t('notice.open', { title: message.title })}
      >
        <BellOutline className={styles.icon} aria-hidden="true" />
        <span className={styles.text}>
          <strong className={styles.title}>{message.title}</strong>
          <span className={styles.body}>{message.body}</span>
        </span>
      </button>
      <button type="button" className={styles.close} onClick={onClose} aria-label={t('notice.dismiss')}>
        <CloseOutline aria-hidden="true" />
      </button>
    </div>
  );
}
