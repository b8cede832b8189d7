import type { AdPlayer } from './ad-player';
import { PromotionAd } from './promotion-ad';

/** The ad player in use: the house promotions administrators schedule (decision 0025). */
export const adPlayer: AdPlayer = PromotionAd;
