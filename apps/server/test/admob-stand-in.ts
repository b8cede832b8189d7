/**
 * A stand-in for AdMob's rewarded-ad server-side verification on loopback: a key server
 * answering as Google's does (`{ keys: [{ keyId, pem, base64 }] }`), and the callback AdMob
 * sends — its parameters in alphabetical order, then `signature` (ECDSA P-256 / SHA-256, DER,
 * web-safe base64) and `key_id` — signed with the stand-in's own key.
 */
import { createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const AD_UNIT_ID = 'ca-app-pub-3940256099942544/5224354917';
export const KEY_ID = '3335741209';

/** What the key server does: answer, fail with a 500, or never answer. */
export type KeyServerMode = 'up' | 'down' | 'hanging';

const newKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' });

/** Signs the query string AdMob would send for one reward, with `key` under `keyId`. */
export function signedCallback(
  params: Record<string, string>,
  { key, keyId }: { key: KeyObject; keyId: string },
): string {
  const signed = Object.entries(params)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  const signature = createSign('sha256').update(signed).sign({ key, dsaEncoding: 'der' }).toString('base64url');
  return `${signed}&signature=${signature}&key_id=${keyId}`;
}

export async function startAdMobStandIn() {
  const { privateKey, publicKey } = newKey();
  let mode: KeyServerMode = 'up';
  let keyFetches = 0;
  const server = createServer((request, response) => {
    keyFetches += 1;
    if (mode === 'hanging') return; // the callback's timeout has to end this
    if (mode === 'down') {
      response.writeHead(500).end();
      return;
    }
    const der = publicKey.export({ format: 'der', type: 'spki' });
    const pem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [{ keyId: Number(KEY_ID), pem, base64: der.toString('base64') }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    keysUrl: `http://127.0.0.1:${port}/admob/reward/verifier-keys.json`,
    setMode(next: KeyServerMode) {
      mode = next;
    },
    get keyFetches() {
      return keyFetches;
    },
    /** The callback AdMob sends when the viewer of `customData`'s ad earned the reward. */
    callback(customData: string, overrides: Record<string, string> = {}, signer = { key: privateKey, keyId: KEY_ID }) {
      return signedCallback(
        {
          ad_network: '5450213213286189855',
          ad_unit: '5224354917',
          custom_data: customData,
          reward_amount: '1',
          reward_item: 'check-in',
          timestamp: String(Date.now()),
          transaction_id: randomBytes(16).toString('hex'),
          ...overrides,
        },
        signer,
      );
    },
    /** A key of someone else's: signatures made with it are forgeries. */
    forger: { key: newKey().privateKey, keyId: KEY_ID },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
