import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type TestNginx } from './nginx';

/**
 * deploy/nginx.conf hands the instances a normalised path, whatever spelling the client used:
 * an instance behind it (here a stand-in that records what it is asked) sees one path for all.
 */
let upstream: Server;
let nginx: TestNginx;
const seen: string[] = [];

beforeAll(async () => {
  upstream = createServer((request, response) => {
    seen.push(request.url ?? '');
    response.end('ok');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  nginx = await startNginx([(upstream.address() as AddressInfo).port]);
});
afterAll(async () => {
  await nginx.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

/** Sends `target` to nginx exactly as written and answers the path the instance received. */
function pathSeenFor(target: string): Promise<string> {
  const url = new URL(nginx.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, path: target }, (response) => {
      response.resume();
      response.on('end', () => resolve(seen.at(-1)!));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('nginx in front of the instances', () => {
  it('passes one normalised path for encoded, dotted and absolute-form spellings', async () => {
    const path = '/api/v1/almanac/2024-01-01';
    for (const target of [
      path,
      '/api/%761/almanac/2024-01-01',
      '/%61pi/v1/almanac/2024-01-01',
      '/api/v1/./almanac/2024-01-01',
      '/api/v2/../v1/almanac/2024-01-01',
      '/api//v1/almanac/2024-01-01',
      `http://tarot.example${path}`,
      'http://tarot.example/api/%761/almanac/2024-01-01',
    ]) {
      expect([target, await pathSeenFor(target)]).toEqual([target, path]);
    }
    expect(await pathSeenFor('/api/stat/config?days=7')).toBe('/api/stat/config?days=7');
  });
});
