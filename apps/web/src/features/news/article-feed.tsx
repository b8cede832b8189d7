import type { ComponentProps } from 'react';
import { PagedList } from '../../shared/ui/paged-list';
import { ArticleCardSkeleton } from './article-card';
import styles from './article-feed.module.css';

type ArticleFeedProps<Item> = Omit<ComponentProps<typeof PagedList<Item>>, 'placeholder' | 'className'>;

const SKELETON = Array.from({ length: 4 }, (_, index) => <ArticleCardSkeleton key={index} />);

/** A paged list of articles: it keeps its page's shape with card skeletons while the first page loads. */
export function ArticleFeed<Item>(props: ArticleFeedProps<Item>) {
  return <PagedList {...props} className={styles.page} placeholder={SKELETON} />;
}
