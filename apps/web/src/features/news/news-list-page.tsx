import { ARTICLE_CATEGORIES, type ArticleCategory } from '@tarot/contract/article-rules';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePagedList } from '../../shared/api/use-paged-list';
import { ArticleCard } from './article-card';
import { ArticleFeed } from './article-feed';
import { CategoryChips } from './category-chips';
import { newsApi, newsKeys } from './news-api';
import { useArticleLanguage } from './use-article-language';
import { ErrorBlock } from '../../shared/ui/error-block';
import { OfflineNotice } from '../../shared/offline/offline-notice';

const isCategory = (value: string | null): value is ArticleCategory =>
  (ARTICLE_CATEGORIES as readonly string[]).includes(value ?? '');

/** Published articles, newest first, by category. */
export default function NewsListPage() {
  const { t, i18n } = useTranslation('news');
  const lang = useArticleLanguage();
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : undefined;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const list = usePagedList(newsKeys.list(category, lang), (page) => newsApi.page(page, category, lang));

  return (
    <ArticleFeed
      list={list}
      itemKey={(article) => article.id}
      renderItem={(article) => <ArticleCard article={article} when={date.format(new Date(article.publishedAt))} />}
      header={
        <>
          {/* Articles come from the server: offline, say so above the list that cannot load. */}
          <OfflineNotice kind="needed" />
          <CategoryChips
            value={category}
            onChange={(next) => setParams(next ? { category: next } : {}, { replace: true })}
          />
        </>
      }
      empty={<ErrorBlock status="empty" title={t('list.empty')} description={t('list.emptyHint')} />}
    />
  );
}
