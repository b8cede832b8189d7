import type { AdNetworkName } from '@tarot/contract/ad-networks';

/** A reward the network's server vouches for: which of our ad views was watched, in which transaction. */
export interface VerifiedReward {
  /** The network's id of this reward; each is paid at most once. */
  readonly transactionId: string;
  /** What we handed the client for the network's SDK to send back: our ad view id. */
  readonly customData: string;
}

/**
 * A rewarded-ad network (decision 0030): its SDK plays the ad in the host app, and its server
 * calls ours when the viewer has earned the reward. The check-in is granted only on that call.
 */
export interface RewardedAdNetwork {
  readonly name: AdNetworkName;
  /** What the client's SDK needs to load the ad. */
  readonly adUnitId: string;
  /**
   * Verifies a server-to-server reward callback from its raw query string:
   * AD_CALLBACK_INVALID when the network did not sign it, AD_NETWORK_UNAVAILABLE (503) when
   * the network's keys cannot be had to tell.
   */
  verifyCallback(rawQuery: string): Promise<VerifiedReward>;
}
