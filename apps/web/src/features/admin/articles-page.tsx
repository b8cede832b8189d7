import { useState } from 'react';
import { Button, ErrorBlock, Tag } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CONTENT_FILTERS, type ContentFilter } from '@tarot/contract/admin-rules';
import { PullRefresh } from '../../shared/ui/pull-refresh';
import { AdminGate } from './admin-gate';
import { LoadMore } from '../../shared/ui/load-more';
import { adminApi } from './admin-api';
import { articleEditorPath } from './admin-paths';
import { FilterTabs } from './filter-tabs';
import { usePagedList } from './use-paged-list';
import styles from './articles-page.module.css';

/** `/pages/admin/articles/articles`: drafts and published articles, last edited first. */
export default function AdminArticlesPage() {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const [filter, setFilter] = useState<ContentFilter>('all');
  const { query, items } = usePagedList(['articles', filter], (page) => adminApi.articles(filter, page));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const language = i18n.language.startsWith('zh') ? 'zh-Hans' : 'en';

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <FilterTabs keys={CONTENT_FILTERS} active={filter} onChange={setFilter} />
        <div className={styles.actions}>
          <Button color="primary" size="small" onClick={() => void navigate(articleEditorPath())}>
            <AddOutline aria-hidden="true" /> {t('articles.new')}
          </Button>
        </div>
      </div>
      <AdminGate pending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        <PullRefresh onRefresh={() => query.refetch()}>
          {items.length === 0 && <ErrorBlock status="empty" title={t('articles.empty')} description={null} />}
          <ul className={styles.list}>
            {items.map((article) => {
              const text = article.texts[language] ?? article.texts['zh-Hans'];
              return (
                <li key={article.id}>
                  <Link className={styles.item} to={articleEditorPath(article.id)}>
                    <span className={styles.title}>{text?.title}</span>
                    <span className={styles.meta}>
                      <Tag color={article.status === 'published' ? 'success' : 'default'}>
                        {t(`filters.${article.status}`)}
                      </Tag>
                      <span>{t(`categories.${article.category}`, { defaultValue: article.category })}</span>
                      <span>{article.slug}</span>
                    </span>
                    <span className={styles.meta}>
                      {t('articles.updated', { date: date.format(new Date(article.updatedAt)) })}
                      {!article.texts.en && <Tag color="warning">{t('articles.noEnglish')}</Tag>}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <LoadMore hasMore={query.hasNextPage} loadMore={() => query.fetchNextPage()} />
        </PullRefresh>
      </AdminGate>
    </div>
  );
}
