import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * Bodies that stall or trickle are cut off, while a large body at phone speed passes. The
 * rules run on a 1.5 s window here instead of 30 s (same proportions: 1 KB/s at least, a check
 * every sixth of the window); what is asserted is what the server counts, not how long it took.
 */
const WINDOW_MS = 1500;
let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer({
    config: { slowBody: { windowMs: WINDOW_MS, minBytesPerSecond: 1024 } },
    extend(app) {
      app.addContentTypeParser(
        'application/octet-stream',
        { parseAs: 'buffer', bodyLimit: 8 * 1024 * 1024 },
        (_request, body, done) => done(null, body),
      );
      app.post('/test/upload', async (request) => ({ bytes: (request.body as Buffer).length }));
    },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

const cutOff = () => server.app.slowBodies.cutOff();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw client that announces `length` bytes of body and sends only what the test writes. */
function openUpload(length: number): { socket: Socket; answer: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `POST /test/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`,
  );
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, answer };
}

describe('request bodies that do not come', () => {
  it('cuts off 50 bodies sending a byte every sixth of the window, each with a 408', async () => {
    const before = cutOff();
    const uploads = Array.from({ length: 50 }, () => openUpload(10_000));
    const trickle = setInterval(() => {
      for (const { socket } of uploads) if (!socket.destroyed) socket.write('x');
    }, WINDOW_MS / 6);
    try {
      await expect.poll(cutOff, { timeout: WINDOW_MS * 8, interval: 100 }).toBe(before + 50);
      const answers = await Promise.all(uploads.map(({ answer }) => answer));
      for (const answer of answers) {
        expect(answer).toMatch(/^HTTP\/1\.1 408 /);
        expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
      }
    } finally {
      clearInterval(trickle);
    }
  });

  it('cuts off a body that stops half way', async () => {
    const before = cutOff();
    const { socket, answer } = openUpload(4096);
    socket.write(Buffer.alloc(2048));
    expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(cutOff()).toBe(before + 1);
  });

  it('lets a large body at phone speed through, over several windows', async () => {
    const before = cutOff();
    const chunk = Buffer.alloc(16 * 1024, 7);
    const chunks = Math.ceil((WINDOW_MS * 4) / 100);
    const { socket, answer } = openUpload(chunk.length * chunks);
    for (let i = 0; i < chunks; i += 1) {
      socket.write(chunk);
      await sleep(100);
    }
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain(`{"bytes":${chunk.length * chunks}}`);
    expect(cutOff()).toBe(before);
  });
});
