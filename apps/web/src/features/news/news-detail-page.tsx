import { Skeleton } from 'antd-mobile';
import type { ArticleDetail } from '@tarot/contract/articles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/http';
import { queryClient } from '../../shared/api/query-client';
import { PAGES } from '../../shared/config/paths';
import { errorMessage } from '../../shared/api/show-error';
import { ArticleCover } from './article-cover';
import { articleParagraphs } from './article-paragraphs';
import { newsApi, newsKeys } from './news-api';
import { ShareActions } from './share-actions';
import { useArticleLanguage } from './use-article-language';
import { ErrorBlock } from '../../shared/ui/error-block';
import styles from './news-detail-page.module.css';

/** One article; an empty `id` is the spec's own error (§8), shown without asking the server. */
export default function NewsDetailPage() {
  const { t } = useTranslation(['news', 'errors']);
  const id = useSearchParams()[0].get('id')?.trim() ?? '';
  if (!id) return <ErrorBlock status="empty" title={t('errors:NEWS_ID_EMPTY')} description={<BackToList />} />;
  return <ArticleView id={id} />;
}

function BackToList() {
  const { t } = useTranslation('news');
  return <Link to={PAGES.newsList}>{t('detail.moreArticles')}</Link>;
}

function ArticleView({ id }: { readonly id: string }) {
  const { t } = useTranslation(['news', 'errors', 'common']);
  const lang = useArticleLanguage();
  const query = useQuery(
    {
      queryKey: newsKeys.detail(id, lang),
      queryFn: async () => {
        const article = await newsApi.detail(id, lang);
        // Reading while signed in moved this article to the top of the reading log.
        void queryClient.invalidateQueries({ queryKey: newsKeys.readLogs });
        return article;
      },
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
    queryClient,
  );

  if (query.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton className={styles.heroSkeleton} animated />
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (query.isError) {
    const code = query.error instanceof ApiError ? query.error.code : 'unknown';
    return (
      <ErrorBlock
        status={code === 'NO_DATA' ? 'empty' : 'disconnected'}
        title={errorMessage(query.error)}
        description={
          code === 'NO_DATA' ? <BackToList /> : <a onClick={() => void query.refetch()}>{t('common:actions.retry')}</a>
        }
      />
    );
  }
  return <ArticleBody article={query.data} />;
}

function ArticleBody({ article }: { readonly article: ArticleDetail }) {
  const { t, i18n } = useTranslation('news');
  const published = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(article.publishedAt));
  // Readers whose language the article is not written in (zh-Hant included) are told which one they are reading.
  const shownInOtherLanguage = i18n.language !== article.language;
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' }).of(article.language);

  return (
    <article className={styles.page}>
      <ArticleCover className={styles.hero} category={article.category} seed={article.slug} />
      <div lang={article.language} className={styles.content}>
        <p className={styles.kicker}>{t(`categories.${article.category}`)}</p>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.meta}>
          {published} · {t('minutes', { count: article.readingMinutes })}
        </p>
        {shownInOtherLanguage && (
          <p className={styles.languageNote} lang={i18n.language}>
            {t('detail.shownIn', { language: languageName })}
          </p>
        )}
        <p className={styles.summary}>{article.summary}</p>
        {articleParagraphs(article.body).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
      <p className={styles.note}>{t('detail.note')}</p>
      <ShareActions title={article.title} />
    </article>
  );
}
