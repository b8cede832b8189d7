import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebPushTransport } from '../../src/modules/push/web-push-sender';
import { startTestServer, type TestServer } from '../harness';
import { signUp } from '../session';

/**
 * Web Push end to end: the server encrypts and signs for a subscription whose keys only this
 * test holds, a loopback receiver takes the request, and the test decrypts it (RFC 8291).
 */
interface Delivery {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

const deliveries: Delivery[] = [];
let receiver: Server;
let server: TestServer;

/** The push service: `/gone/...` subscriptions no longer exist (410), the rest are accepted. */
async function startReceiver(): Promise<Server> {
  const http = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ path: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url!.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return http;
}

/** Browsers give https endpoints; the test's road leads to the receiver instead. */
const loopback: WebPushTransport = async ({ endpoint, headers, body }) => {
  const { port } = receiver.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${new URL(endpoint).pathname}`, {
    method: 'POST',
    headers,
    body,
  });
  return response.status;
};

/** A browser's subscription keys: a P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** RFC 8291 / RFC 8188 (aes128gcm, one record) as a browser decrypts. */
function decrypt({ ecdh, auth }: ReturnType<typeof browserKeys>, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + keyLength);
  const cipherText = body.subarray(21 + keyLength);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({ push: { webPushTransport: loopback } });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('Web Push', () => {
  it('sends an offline member an encrypted, VAPID-signed notification and drops gone subscriptions', async () => {
    const member = await signUp(server);
    const keys = browserKeys();
    const subscribe = (path: string) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/push/web-push-subscription',
        headers: member.headers,
        payload: {
          endpoint: `https://push.example.com${path}`,
          keys: { p256dh: keys.ecdh.getPublicKey().toString('base64url'), auth: keys.auth.toString('base64url') },
        },
      });
    await subscribe('/live/1');
    await subscribe('/gone/1');
    const { publicKey } = (await server.app.inject({ method: 'GET', url: '/api/push/web-push-key' })).json();

    const message = { kind: 'reply' as const, title: '有新回复', body: '管理员回复了你的反馈', url: '#/feedback' };
    const sent = await server.app.push.sendToMember(member.user.uid, message);
    const live = deliveries.filter((delivery) => delivery.path === '/live/1');
    expect(live).toHaveLength(1);
    expect(live[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(live[0]!.headers.authorization).toContain(`k=${publicKey}`);
    expect(JSON.parse(decrypt(keys, live[0]!.body))).toEqual({
      messageId: sent!.messageId,
      title: '有新回复',
      body: '管理员回复了你的反馈',
      url: '#/feedback',
    });

    // The 410 dropped the second subscription: the next message reaches only the first.
    await server.app.push.sendToMember(member.user.uid, message);
    expect(deliveries.filter((delivery) => delivery.path === '/live/1')).toHaveLength(2);
    expect(deliveries.filter((delivery) => delivery.path === '/gone/1')).toHaveLength(1);
  });
});
