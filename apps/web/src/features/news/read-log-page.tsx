import { ErrorBlock } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryClient } from '../../shared/api/query-client';
import { ArticleCard } from './article-card';
import { ArticleFeed } from './article-feed';
import { nextPageOf } from '../../shared/api/next-page';
import { newsApi, newsKeys } from './news-api';
import { useArticleLanguage } from './use-article-language';
import styles from './read-log-page.module.css';

/** The articles I read, the most recently read first (the route requires login). */
export default function ReadLogPage() {
  const { t, i18n } = useTranslation('news');
  const lang = useArticleLanguage();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const query = useInfiniteQuery(
    {
      queryKey: newsKeys.readLog(lang),
      queryFn: ({ pageParam }) => newsApi.readLog(pageParam, lang),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
    },
    queryClient,
  );

  return (
    <ArticleFeed
      query={query}
      itemKey={(entry) => entry.id}
      renderItem={(entry) => (
        <ArticleCard article={entry} when={t('log.readAt', { time: time.format(new Date(entry.readAt)) })} />
      )}
      header={<p className={styles.note}>{t('log.note')}</p>}
      empty={
        <ErrorBlock
          status="empty"
          title={t('log.empty')}
          description={<Link to="/pages/news/list/list">{t('log.browse')}</Link>}
        />
      }
    />
  );
}
