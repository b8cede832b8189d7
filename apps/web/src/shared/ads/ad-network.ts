import type { AdPlayer } from './ad-player';
import { PlaceholderAd } from './placeholder-ad';

/** The ad player in use. A real ad network's player (same `AdPlayer` contract) replaces the placeholder here. */
export const adPlayer: AdPlayer = PlaceholderAd;
