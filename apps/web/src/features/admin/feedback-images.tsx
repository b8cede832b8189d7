import { Image, ImageViewer } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../shared/api/query-client';
import { adminApi } from './admin-api';
import { adminKeys } from './admin-queries';
import styles from './feedback-page.module.css';

/** Thumbnails of a feedback's images through signed addresses; a tap opens them full size. */
export function FeedbackImages({ fileIds }: { fileIds: readonly string[] }) {
  const urls = useQuery(
    {
      queryKey: adminKeys.feedbackImages(fileIds),
      queryFn: () => adminApi.imageUrls(fileIds),
      // The addresses live ten minutes; read new ones well before that.
      staleTime: 5 * 60_000,
    },
    queryClient,
  );
  if (!urls.data?.length) return null;
  return (
    <div className={styles.images}>
      {urls.data.map((url, index) => (
        <Image
          key={url}
          src={url}
          width={64}
          height={64}
          fit="cover"
          className={styles.thumb}
          onClick={() => ImageViewer.Multi.show({ images: urls.data, defaultIndex: index })}
        />
      ))}
    </div>
  );
}
