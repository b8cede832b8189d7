import type { Database } from '../../db/client';
import { article } from '../../db/schema';
import type { SeedArticle } from './content/index';

/** Publishes the launch articles once; an article already there (by slug) is left as an editor left it. */
export async function seedArticles(db: Database, articles: readonly SeedArticle[]): Promise<void> {
  if (articles.length === 0) return;
  await db
    .insert(article)
    .values(
      articles.map((seed) => ({
        slug: seed.slug,
        category: seed.category,
        texts: { ...seed.texts },
        status: 'published' as const,
        publishedAt: new Date(seed.publishedAt),
      })),
    )
    .onConflictDoNothing({ target: article.slug });
}
