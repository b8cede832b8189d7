import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { AppError } from '../../errors';
import type { RewardedAdNetwork, VerifiedReward } from './network';

export interface AdMobSettings {
  /** The rewarded ad unit, `ca-app-pub-…/…`, whose server-side verification calls us. */
  readonly adUnitId: string;
  /** Where AdMob publishes the keys it signs callbacks with. */
  readonly keysUrl: string;
  readonly timeoutMs: number;
}

/** Keys are asked for again after an hour… */
const KEYS_FRESH_MS = 60 * 60 * 1000;
/** …and, while the key server is down, used no longer than Google allows: 24 hours, as they rotate. */
const KEYS_USABLE_MS = 24 * 60 * 60 * 1000;
/** A key id we do not know sends us to the key server again, but not more often than this. */
const UNKNOWN_KEY_REFETCH_MS = 60 * 1000;

/** AdMob's key server answers `{ keys: [{ keyId, pem, base64 }] }`; base64 is the DER SubjectPublicKeyInfo. */
function parseKeys(body: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const list = (body as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(list)) throw new Error('no keys');
  for (const entry of list as { keyId?: unknown; base64?: unknown }[]) {
    if (typeof entry.base64 !== 'string' || (typeof entry.keyId !== 'number' && typeof entry.keyId !== 'string'))
      continue;
    keys.set(
      String(entry.keyId),
      createPublicKey({ key: Buffer.from(entry.base64, 'base64'), format: 'der', type: 'spki' }),
    );
  }
  if (keys.size === 0) throw new Error('no usable keys');
  return keys;
}

/**
 * The signed part of a callback, its signature and key id. AdMob puts `signature` and then
 * `key_id` last; everything before `&signature=` is what it signed, byte for byte as it came
 * (re-encoding the parameters would change it).
 */
function splitCallback(rawQuery: string): { signed: string; signature: Buffer; keyId: string } {
  const match = /^(.+)&signature=([A-Za-z0-9_-]+=*)&key_id=(\d{1,20})$/.exec(rawQuery);
  if (!match) throw new AppError('AD_CALLBACK_INVALID');
  return { signed: match[1]!, signature: Buffer.from(match[2]!, 'base64url'), keyId: match[3]! };
}

/**
 * Google AdMob's rewarded-ad server-side verification: the callback's query is signed with
 * ECDSA P-256 / SHA-256 (a DER signature in web-safe base64) by a key AdMob publishes with its
 * id. Keys are fetched with a timeout and kept an hour; concurrent callbacks share one fetch.
 */
export function createAdMobNetwork(settings: AdMobSettings, now: () => number = Date.now): RewardedAdNetwork {
  let cached: { keys: Map<string, KeyObject>; at: number } | undefined;
  let fetching: Promise<Map<string, KeyObject>> | undefined;

  const fetchKeys = () =>
    (fetching ??= (async () => {
      try {
        const response = await fetch(settings.keysUrl, {
          redirect: 'error',
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const keys = parseKeys(await response.json());
        cached = { keys, at: now() };
        return keys;
      } catch {
        throw new AppError('AD_NETWORK_UNAVAILABLE');
      } finally {
        fetching = undefined;
      }
    })());

  async function keyFor(keyId: string): Promise<KeyObject | undefined> {
    const age = cached ? now() - cached.at : Infinity;
    if (cached && age < KEYS_FRESH_MS && (cached.keys.has(keyId) || age < UNKNOWN_KEY_REFETCH_MS)) {
      return cached.keys.get(keyId);
    }
    try {
      return (await fetchKeys()).get(keyId);
    } catch (error) {
      if (cached && age < KEYS_USABLE_MS && cached.keys.has(keyId)) return cached.keys.get(keyId);
      throw error;
    }
  }

  const signedBy = (key: KeyObject, signed: string, signature: Buffer): boolean => {
    try {
      return verify('sha256', Buffer.from(signed), { key, dsaEncoding: 'der' }, signature);
    } catch {
      return false; // not a DER signature at all
    }
  };

  return {
    name: 'admob',
    adUnitId: settings.adUnitId,

    async verifyCallback(rawQuery: string): Promise<VerifiedReward> {
      const { signed, signature, keyId } = splitCallback(rawQuery);
      const key = await keyFor(keyId);
      const genuine = key !== undefined && signedBy(key, signed, signature);
      if (!genuine) throw new AppError('AD_CALLBACK_INVALID');
      const params = new URLSearchParams(signed);
      const adUnit = params.get('ad_unit') ?? '';
      // The unit is sent as its full id or as the number after the slash: another unit's
      // callback pointed at us (someone else's app) pays nothing here.
      if (adUnit !== settings.adUnitId && !settings.adUnitId.endsWith(`/${adUnit}`))
        throw new AppError('AD_CALLBACK_INVALID');
      const transactionId = params.get('transaction_id');
      const customData = params.get('custom_data');
      if (!transactionId || !customData) throw new AppError('AD_CALLBACK_INVALID');
      return { transactionId, customData };
    },
  };
}
