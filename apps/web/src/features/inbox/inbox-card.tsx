import type { PushInbox } from '@tarot/contract/push';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showError } from '../../shared/api/show-error';
import { recordOpened } from '../../shared/push/inbox-api';
import { messageRoute } from '../../shared/push/message-route';
import styles from './inbox-page.module.css';

type InboxItem = PushInbox['items'][number];

/** One notification; unopened ones carry a dot until tapped. */
export function InboxCard({ item }: { item: InboxItem }) {
  const { t, i18n } = useTranslation('push');
  const navigate = useNavigate();
  const unread = item.openedAt === null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const open = () => {
    void navigate(messageRoute(item.url));
    if (unread) recordOpened(item.messageId).catch(showError);
  };

  return (
    <button type="button" className={styles.card} data-unread={unread} onClick={open}>
      <span className={styles.head}>
        <strong className={styles.title}>{item.title}</strong>
        {unread && <span className={styles.dot} aria-label={t('inbox.unread')} />}
      </span>
      <span className={styles.body}>{item.body}</span>
      <span className={styles.meta}>
        {t(`kinds.${item.kind}`)} · <time dateTime={item.createdAt}>{date.format(new Date(item.createdAt))}</time>
      </span>
    </button>
  );
}
