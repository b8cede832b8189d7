import { createHash, randomBytes } from 'node:crypto';
import type { ApiKey, ApiKeyBody } from '@tarot/contract/access';
import { AppError } from '../../errors';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import type { AccessRepo, ApiKeyRow } from './repo';

/** What the holder of a key sends in `X-Api-Key`: a prefix that says what it is, then 32 random bytes. */
const SECRET_PREFIX = 'tk_';

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

const toApiKey = (row: ApiKeyRow, usedToday: number): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  dailyQuota: row.dailyQuota,
  perMinute: row.perMinute,
  usedToday,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Seconds until the next Asia/Shanghai midnight (UTC+8 all year), when daily quotas start again. */
const secondsToShanghaiMidnight = (at: Date) => {
  const shanghaiMs = at.getTime() + 8 * 3_600_000;
  return Math.ceil((86_400_000 - (shanghaiMs % 86_400_000)) / 1000);
};

export type KeyCall = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/** API keys of the public calendar API: issued and revoked by administrators, limited per key. */
export function createApiKeyService(repo: AccessRepo) {
  return {
    /**
     * Counts one call of the key `secret`: refused (with when to retry) past its daily quota or
     * its per-minute limit. An unknown or revoked key is a 401.
     */
    async call(secret: string, now = new Date()): Promise<KeyCall> {
      const key = await repo.activeKeyByHash(digest(secret));
      if (!key) throw new AppError('GATEWAY_INVALID_TOKEN', 'Unknown or revoked API key');
      const day = shanghaiDate(now);
      if (await repo.consumeCall(key.id, day, now.toISOString().slice(0, 16), key)) return { ok: true };
      const dayIsOver = (await repo.usedOn(key.id, day)) >= key.dailyQuota;
      return {
        ok: false,
        retryAfterSeconds: dayIsOver ? secondsToShanghaiMidnight(now) : 60 - now.getUTCSeconds(),
      };
    },

    async list(now = new Date()): Promise<ApiKey[]> {
      const rows = await repo.listKeys(shanghaiDate(now));
      return rows.map(({ key, usedToday }) => toApiKey(key, usedToday));
    },

    /** The secret is in this answer only: the database keeps its SHA-256. */
    async issue(body: ApiKeyBody): Promise<{ key: ApiKey; secret: string }> {
      const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await repo.insertKey({ ...body, secretHash: digest(secret), prefix: secret.slice(0, 9) });
      return { key: toApiKey(row, 0), secret };
    },

    async revoke(id: string, now = new Date()): Promise<ApiKey> {
      const row = await repo.revokeKey(id, now);
      if (!row) throw new AppError('NOT_FOUND');
      return toApiKey(row, await repo.usedOn(id, shanghaiDate(now)));
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
