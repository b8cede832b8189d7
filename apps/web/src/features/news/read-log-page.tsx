import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagedList } from '../../shared/api/use-paged-list';
import { PAGES } from '../../shared/config/paths';
import { ArticleCard } from './article-card';
import { ArticleFeed } from './article-feed';
import { newsApi, newsKeys } from './news-api';
import { useArticleLanguage } from './use-article-language';
import { ErrorBlock } from '../../shared/ui/error-block';
import styles from './read-log-page.module.css';

/** The articles I read, the most recently read first (the route requires login). */
export default function ReadLogPage() {
  const { t, i18n } = useTranslation('news');
  const lang = useArticleLanguage();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const list = usePagedList(newsKeys.readLog(lang), (page) => newsApi.readLog(page, lang));

  return (
    <ArticleFeed
      list={list}
      itemKey={(entry) => entry.id}
      renderItem={(entry) => (
        <ArticleCard article={entry} when={t('log.readAt', { time: time.format(new Date(entry.readAt)) })} />
      )}
      header={<p className={styles.note}>{t('log.note')}</p>}
      empty={
        <ErrorBlock
          status="empty"
          title={t('log.empty')}
          description={<Link to={PAGES.newsList}>{t('log.browse')}</Link>}
        />
      }
    />
  );
}
