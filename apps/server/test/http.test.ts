import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';

let server: TestServer;
beforeAll(async () => {
  const webDist = path.join(process.env.TMPDIR ?? '/tmp', `web-dist-${process.pid}-${Date.now()}`);
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await mkdir(path.join(webDist, 'decks', 'rws-1909'), { recursive: true });
  await writeFile(path.join(webDist, 'decks', 'rws-1909', 'major-18-240.webp'), 'RIFF');
  // What the build's precompress step leaves beside each file.
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  server = await startTestServer({ config: { webDist } });
});
afterAll(() => server.close());

describe('serving the web app', () => {
  it('redirects / and /tarot to /tarot/', async () => {
    for (const url of ['/', '/tarot']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/tarot/');
    }
  });

  it('serves the shell revalidated and hashed assets cached for a year', async () => {
    const shell = await server.app.inject({ method: 'GET', url: '/tarot/' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<title>shell</title>');
    expect(shell.headers['cache-control']).toBe('no-cache');
    const asset = await server.app.inject({ method: 'GET', url: '/tarot/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('serves card faces cached for a year: a new derivation gets a new folder', async () => {
    const face = await server.app.inject({ method: 'GET', url: '/tarot/decks/rws-1909/major-18-240.webp' });
    expect(face.statusCode).toBe(200);
    expect(face.headers['content-type']).toBe('image/webp');
    expect(face.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the browser accepts, and the plain file to others', async () => {
    const url = '/tarot/assets/index-abc123.js';
    const br = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('never serves files outside the build through ../', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/tarot/../../package.json' });
    expect(response.statusCode).not.toBe(200);
    const encoded = await server.app.inject({ method: 'GET', url: '/tarot/%2e%2e/%2e%2e/package.json' });
    expect(encoded.statusCode).not.toBe(200);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows only our own scripts', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/openapi.json', () => {
  it('publishes an OpenAPI 3.1 document with every API route and the error schema', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/health');
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
    expect(Object.keys(document.paths).every((route: string) => route.startsWith('/api/'))).toBe(true);
  });
});
