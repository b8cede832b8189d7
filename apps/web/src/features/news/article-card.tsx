import type { ArticleSummary } from '@tarot/contract/articles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { articleDetailPath } from '../../shared/articles/articles-api';
import { ArticleCover } from './article-cover';
import styles from './article-card.module.css';

interface ArticleCardProps {
  readonly article: ArticleSummary;
  /** What the last line says: when it was published, or when I read it. */
  readonly when: string;
}

/** An article in a list: its drawn cover, title, summary and a line of facts. */
export function ArticleCard({ article, when }: ArticleCardProps) {
  const { t } = useTranslation('news');
  return (
    <Link className={styles.card} to={articleDetailPath(article.id)} lang={article.language}>
      <ArticleCover className={styles.cover} category={article.category} seed={article.slug} />
      <div className={styles.text}>
        <h2 className={styles.title}>{article.title}</h2>
        <p className={styles.summary}>{article.summary}</p>
        <p className={styles.meta}>
          <span className={styles.category}>{t(`categories.${article.category}`)}</span>
          <span>{when}</span>
          <span>{t('minutes', { count: article.readingMinutes })}</span>
        </p>
      </div>
    </Link>
  );
}

/** The card's shape while the list loads. */
export function ArticleCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.cover} ${styles.skeleton}`} />
      <div className={styles.text}>
        <div className={`${styles.skeleton} ${styles.lineWide}`} />
        <div className={`${styles.skeleton} ${styles.line}`} />
        <div className={`${styles.skeleton} ${styles.lineShort}`} />
      </div>
    </div>
  );
}
