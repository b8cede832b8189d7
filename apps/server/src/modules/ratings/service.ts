import type { RateAppBody } from '@tarot/contract/ratings';
import type { RatingRepo } from './repo';

/** App ratings: visitors may rate too; a member's rating remembers who gave it. */
export function createRatingService(ratings: RatingRepo) {
  return {
    rate: (userId: string | null, rating: RateAppBody): Promise<{ id: string }> => ratings.insert(userId, rating),
  };
}

export type RatingService = ReturnType<typeof createRatingService>;
