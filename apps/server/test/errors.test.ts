import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SERVER_ERRORS } from '@tarot/contract/errors';
import { AppError } from '../src/errors';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: { bodyLimitBytes: 2048 },
    extend(app) {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      typed.post('/test/echo', { schema: { body: z.object({ name: z.string().min(2) }) } }, (request) => request.body);
      typed.get('/test/crash', () => {
        throw new Error('secret internal detail');
      });
      typed.get('/test/app-error', () => {
        throw new AppError('NO_DATA');
      });
    },
  });
});
afterAll(() => server.close());

describe('one error shape { code, message }', () => {
  it('answers an unknown route with NOT_FOUND', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/nothing-here' });
  });

  it('answers a body that fails its schema with INVALID_PARAM naming the field', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/test/echo', payload: { name: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
    expect(response.json().message).toContain('/name');
  });

  it('answers malformed JSON with INVALID_PARAM, not a 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
  });

  it('answers a body over the limit with PAYLOAD_TOO_LARGE', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { name: 'x'.repeat(4096) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=xy',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('hides what an unexpected error says and answers SYS_ERR', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'SYS_ERR', message: SERVER_ERRORS.SYS_ERR.message });
    expect(response.body).not.toContain('secret internal detail');
  });

  it('sends an AppError with its catalogue status and code', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/test/app-error' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NO_DATA', message: 'No data' });
  });
});

describe('the error catalogue', () => {
  it('gives every code an error status and a message', () => {
    for (const [code, entry] of Object.entries(SERVER_ERRORS)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.message.length, code).toBeGreaterThan(0);
    }
  });

  it('holds the spec §8 codes', () => {
    for (const code of [
      'uni-id-check-token-failed',
      'uni-id-token-expired',
      'SYS_ERR',
      'INVALID_PARAM',
      'UPLOAD_FAILED',
      'CLOUDPATH_REQUIRED',
      '20101',
    ]) {
      expect(Object.keys(SERVER_ERRORS)).toContain(code);
    }
  });
});
