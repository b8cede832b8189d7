import type { PushNotification } from '@tarot/contract/push';

/** What one instance tells the instances that hold a member's connections. */
export type PushEvent =
  | { readonly type: 'message'; readonly message: PushNotification }
  /** A device logged in on `connectionId`: any other connection with its client id must end. */
  | { readonly type: 'replaced'; readonly cid: string; readonly connectionId: string }
  /** The member signed out (of one session, or everywhere): their connections must end. */
  | { readonly type: 'revoked'; readonly sessionId?: string };

export type PushEventHandler = (userId: string, event: PushEvent) => void;

/**
 * How push instances reach each other: by member (an instance follows the members it holds
 * connections of) and, for the per-address connection limit, one count they all share.
 * In the process for one instance; Redis pub/sub and a sorted set with `REDIS_URL`.
 */
export interface PushBus {
  /** Hands `event` to every instance that follows the member; answers how many did. */
  publish(userId: string, event: PushEvent): Promise<number>;
  follow(userId: string): Promise<void>;
  unfollow(userId: string): Promise<void>;
  /**
   * One atomic step: admits the connection when the address holds fewer than `limit` live
   * ones. A connection stays live until released or until `leaseMs` passes without `renew`.
   */
  admitConnection(address: string, connectionId: string, limit: number, leaseMs: number): Promise<boolean>;
  renewConnections(connections: readonly { address: string; connectionId: string }[], leaseMs: number): Promise<void>;
  releaseConnection(address: string, connectionId: string): Promise<void>;
  close(): Promise<void>;
}

/** One instance: following is a set, publishing a call, the address count a map. */
export function createMemoryBus(onEvent: PushEventHandler): PushBus {
  const followed = new Set<string>();
  const byAddress = new Map<string, Set<string>>();
  return {
    async publish(userId, event) {
      if (!followed.has(userId)) return 0;
      onEvent(userId, event);
      return 1;
    },
    follow: async (userId) => void followed.add(userId),
    unfollow: async (userId) => void followed.delete(userId),
    // Atomic because nothing between the check and the add awaits.
    async admitConnection(address, connectionId, limit) {
      const live = byAddress.get(address) ?? new Set<string>();
      if (live.size >= limit) return false;
      byAddress.set(address, live.add(connectionId));
      return true;
    },
    // Connections of this process end with it: nothing to renew.
    renewConnections: async () => undefined,
    async releaseConnection(address, connectionId) {
      const live = byAddress.get(address);
      live?.delete(connectionId);
      if (live?.size === 0) byAddress.delete(address);
    },
    async close() {
      followed.clear();
      byAddress.clear();
    },
  };
}
