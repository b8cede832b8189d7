import { useState } from 'react';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminFeedback } from '@tarot/contract/admin';
import { FEEDBACK_FILTERS, type FeedbackFilter } from '@tarot/contract/admin-rules';
import { usePagedList } from '../../shared/api/use-paged-list';
import { PagedList } from '../../shared/ui/paged-list';
import { AdminGate } from './admin-gate';
import { adminApi } from './admin-api';
import { FeedbackImages } from './feedback-images';
import { FilterTabs } from './filter-tabs';
import { ReplyPopup } from './reply-popup';
import { adminKeys, refreshAdminLists } from './admin-queries';
import { ErrorBlock } from '../../shared/ui/error-block';
import styles from './feedback-page.module.css';

/** `/pages/admin/feedback/feedback`: members' feedback, newest first, answered in a popup. */
export default function AdminFeedbackPage() {
  const { t, i18n } = useTranslation('admin');
  const [filter, setFilter] = useState<FeedbackFilter>('open');
  const [replying, setReplying] = useState<AdminFeedback | null>(null);
  const list = usePagedList(adminKeys.feedback(filter), (page) => adminApi.feedback(filter, page));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className={styles.page}>
      <FilterTabs keys={FEEDBACK_FILTERS} active={filter} onChange={setFilter} />
      <AdminGate pending={list.query.isPending} error={list.query.error} onRetry={() => void list.query.refetch()}>
        <PagedList
          list={list}
          listClassName={styles.list}
          itemClassName={styles.item}
          itemKey={(item) => item.id}
          renderItem={(item) => (
            <>
              <div className={styles.meta}>
                <span className={styles.author}>{item.author?.nickname || t('feedback.visitor')}</span>
                <time dateTime={item.createdAt}>{date.format(new Date(item.createdAt))}</time>
              </div>
              <p className={styles.content}>{item.content}</p>
              {item.images.length > 0 && <FeedbackImages fileIds={item.images} />}
              {(item.contact || item.mobile) && (
                <p className={styles.contact}>{[item.contact, item.mobile].filter(Boolean).join(' · ')}</p>
              )}
              {item.reply ? (
                <div className={styles.reply}>
                  <Tag color="success" fill="outline">
                    {t('feedback.repliedTag')}
                  </Tag>
                  <p>{item.reply}</p>
                </div>
              ) : null}
              <div className={styles.actions}>
                <Button
                  size="small"
                  color="primary"
                  fill={item.reply ? 'outline' : 'solid'}
                  onClick={() => setReplying(item)}
                >
                  {item.reply ? t('feedback.editReply') : t('feedback.reply')}
                </Button>
              </div>
            </>
          )}
          empty={<ErrorBlock status="empty" title={t('feedback.empty')} description={null} />}
        />
      </AdminGate>
      <ReplyPopup
        key={replying?.id ?? 'closed'}
        item={replying}
        onClose={() => setReplying(null)}
        onReplied={() => {
          setReplying(null);
          void refreshAdminLists();
        }}
      />
    </div>
  );
}
