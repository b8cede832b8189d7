import { useState } from 'react';
import { Button, Tag } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CONTENT_FILTERS, type ContentFilter } from '@tarot/contract/admin-rules';
import { usePagedList } from '../../shared/api/use-paged-list';
import { PagedList } from '../../shared/ui/paged-list';
import { PAGES, pageLink } from '../../shared/config/paths';
import { AdminGate } from './admin-gate';
import { adminApi } from './admin-api';
import { adminKeys } from './admin-queries';
import { FilterTabs } from './filter-tabs';
import { ErrorBlock } from '../../shared/ui/error-block';
import styles from './articles-page.module.css';

/** `/pages/admin/articles/articles`: drafts and published articles, last edited first. */
export default function AdminArticlesPage() {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const [filter, setFilter] = useState<ContentFilter>('all');
  const list = usePagedList(adminKeys.articles(filter), (page) => adminApi.articles(filter, page));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const language = i18n.language.startsWith('zh') ? 'zh-Hans' : 'en';

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <FilterTabs keys={CONTENT_FILTERS} active={filter} onChange={setFilter} />
        <div className={styles.actions}>
          <Button color="primary" size="small" onClick={() => void navigate(PAGES.adminArticleEditor)}>
            <AddOutline aria-hidden="true" /> {t('articles.new')}
          </Button>
        </div>
      </div>
      <AdminGate pending={list.query.isPending} error={list.query.error} onRetry={() => void list.query.refetch()}>
        <PagedList
          list={list}
          listClassName={styles.list}
          itemKey={(article) => article.id}
          renderItem={(article) => {
            const text = article.texts[language] ?? article.texts['zh-Hans'];
            return (
              <Link className={styles.item} to={pageLink('adminArticleEditor', { id: article.id })}>
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
            );
          }}
          empty={<ErrorBlock status="empty" title={t('articles.empty')} description={null} />}
        />
      </AdminGate>
    </div>
  );
}
