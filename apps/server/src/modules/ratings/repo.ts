import type { RateAppBody } from '@tarot/contract/ratings';
import type { Database } from '../../db/client';
import { appRating } from '../../db/schema';

export function createRatingRepo(db: Database) {
  return {
    /** Visitors may rate too; a member's rating remembers who gave it. */
    async insert(userId: string | null, rating: RateAppBody): Promise<{ id: string }> {
      const [row] = await db
        .insert(appRating)
        .values({ userId, ...rating })
        .returning({ id: appRating.id });
      return row!;
    },
  };
}

export type RatingRepo = ReturnType<typeof createRatingRepo>;
