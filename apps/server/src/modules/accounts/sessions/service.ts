import { randomUUID } from 'node:crypto';
import type { DeviceSession } from '@tarot/contract/sessions';
import type { CloseSocketsOf } from '../auth/signed-out';
import type { IssuedToken, TokenClaims, TokenService } from '../auth/tokens';
import type { UserRow } from '../users/repo';
import type { SessionRepo, Transaction } from './repo';

/** How stale `lastSeenAt` may get before a request writes it again (one write per device per period). */
const TOUCH_AFTER_MS = 5 * 60_000;
/** The most of a User-Agent kept: enough to name a browser and a system. */
const DEVICE_MAX = 256;

export interface SessionService {
  /** Opens a session for the account on this device and signs its first token. */
  start(user: UserRow, device: string): Promise<IssuedToken>;
  /** A fresh token for a live session (renewal near expiry). */
  renew(user: UserRow, sessionId: string): Promise<IssuedToken>;
  /**
   * Moves this device to a new session and ends the old one: after a password change a token
   * taken from this device before it must die too, while the device itself stays signed in.
   */
  replace(user: UserRow, sessionId: string): Promise<IssuedToken>;
  /** Whether the token's session is the account's and live; notes the device was seen. */
  isLive(claims: Pick<TokenClaims, 'uid' | 'sid'>): Promise<boolean>;
  list(userId: string, currentId: string): Promise<DeviceSession[]>;
  /** Signs one device out; false when the session is not the member's or already ended. */
  end(userId: string, sessionId: string): Promise<boolean>;
  /** Signs out every device of the member (this one too). */
  endAll(userId: string): Promise<void>;
  /**
   * Runs `change` (storing a new password) and signs out every device but `exceptId` in one
   * transaction, so the two stand or fall together; then closes the ended sessions' sockets.
   */
  endAllAlong<T>(userId: string, exceptId: string | undefined, change: (tx: Transaction) => Promise<T>): Promise<T>;
}

export function createSessionService(
  repo: SessionRepo,
  tokens: TokenService,
  /** Told of each sign-out once it is stored: the ended session's push sockets (or all) close at once. */
  onEnded: CloseSocketsOf,
  now: () => number = Date.now,
): SessionService {
  const sign = (user: UserRow, sid: string) =>
    tokens.issue({ uid: user.id, role: user.role, permission: user.permission, ver: user.tokenVersion, sid });

  const service: SessionService = {
    async start(user, device) {
      const id = randomUUID();
      const issued = await sign(user, id);
      await repo.deleteExpiredOf(user.id, new Date(now()));
      await repo.insert({
        id,
        userId: user.id,
        device: device.slice(0, DEVICE_MAX),
        expiresAt: new Date(issued.tokenExpired),
      });
      return issued;
    },

    async renew(user, sessionId) {
      const issued = await sign(user, sessionId);
      await repo.extend(sessionId, new Date(issued.tokenExpired), new Date(now()));
      return issued;
    },

    async replace(user, sessionId) {
      const old = await repo.find(sessionId);
      const issued = await service.start(user, old?.device ?? '');
      await service.end(user.id, sessionId);
      return issued;
    },

    async isLive({ uid, sid }) {
      const session = await repo.find(sid);
      const at = now();
      if (!session || session.userId !== uid || session.revokedAt || session.expiresAt.getTime() <= at) return false;
      if (at - session.lastSeenAt.getTime() >= TOUCH_AFTER_MS) await repo.touch(sid, new Date(at));
      return true;
    },

    async list(userId, currentId) {
      const rows = await repo.listLive(userId, new Date(now()));
      return rows.map((row) => ({
        id: row.id,
        device: row.device,
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentId,
      }));
    },

    async end(userId, sessionId) {
      const ended = await repo.revoke(userId, sessionId, new Date(now()));
      if (ended) await onEnded({ userId, sessionId });
      return ended;
    },

    async endAll(userId) {
      await repo.revokeAll(userId, new Date(now()));
      await onEnded({ userId });
    },

    async endAllAlong(userId, exceptId, change) {
      const { result, ended } = await repo.transaction(async (tx) => ({
        result: await change(tx),
        ended: await repo.revokeAll(userId, new Date(now()), { exceptId, tx }),
      }));
      await Promise.all(ended.map((sessionId) => onEnded({ userId, sessionId })));
      return result;
    },
  };
  return service;
}
