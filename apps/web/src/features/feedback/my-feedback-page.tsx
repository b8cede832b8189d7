import { Image, ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedbackItem } from '@tarot/contract/feedback';
import { usePagedList } from '../../shared/api/use-paged-list';
import { PagedList } from '../../shared/ui/paged-list';
import { PAGES } from '../../shared/config/paths';
import { feedbackApi, myFeedbackKey } from './feedback-api';
import { ErrorBlock } from '../../shared/ui/error-block';
import styles from './my-feedback-page.module.css';

/** What I sent, newest first, each with the administrators' reply once there is one. */
export default function MyFeedbackPage() {
  const { t } = useTranslation('feedback');
  // Image links are signed for ten minutes: refetch rather than show stale ones.
  const list = usePagedList(myFeedbackKey(), feedbackApi.mine, { staleTime: 0 });
  return (
    <PagedList
      list={list}
      className={styles.page}
      listClassName={styles.list}
      itemClassName={styles.card}
      itemKey={(item) => item.id}
      renderItem={(item) => <FeedbackCard item={item} />}
      empty={
        <ErrorBlock
          status="empty"
          title={t('mine.empty')}
          description={<Link to={PAGES.feedback}>{t('mine.write')}</Link>}
        />
      }
    />
  );
}

function FeedbackCard({ item }: { item: FeedbackItem }) {
  const { t, i18n } = useTranslation('feedback');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const urls = item.images.map((image) => image.url);
  return (
    <>
      <time className={styles.time} dateTime={item.createdAt}>
        {date.format(new Date(item.createdAt))}
      </time>
      <p className={styles.content}>{item.content}</p>
      {urls.length > 0 && (
        <div className={styles.images}>
          {urls.map((url, index) => (
            <button
              key={item.images[index]!.fileID}
              type="button"
              className={styles.thumb}
              onClick={() => ImageViewer.Multi.show({ images: urls, defaultIndex: index })}
              aria-label={t('images.view', { index: index + 1 })}
            >
              <Image src={url} fit="cover" width="100%" height="100%" lazy />
            </button>
          ))}
        </div>
      )}
      {(item.contact || item.mobile) && (
        <p className={styles.contact}>{[item.contact, item.mobile].filter(Boolean).join(' · ')}</p>
      )}
      {item.reply ? (
        <div className={styles.reply}>
          <strong>{t('mine.reply')}</strong>
          <p>{item.reply}</p>
          {item.repliedAt && <time dateTime={item.repliedAt}>{date.format(new Date(item.repliedAt))}</time>}
        </div>
      ) : (
        <p className={styles.waiting}>{t('mine.waiting')}</p>
      )}
    </>
  );
}
