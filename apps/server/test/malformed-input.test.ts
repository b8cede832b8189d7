import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from './admin';
import { startTestServer, type TestServer } from './harness';

/**
 * Every route of the published API, called by an administrator (the widest access) with ids,
 * bodies and query strings that are wrong in every common way: each answer is a 4xx with a
 * code, never a 5xx. The routes come from /api/openapi.json, so a new route is covered at once.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface OpenApi {
  readonly paths: Record<string, Record<string, unknown>>;
}

const IDS = ['x', '../etc/passwd', '00000000-0000-4000-8000-000000000000', '%00', 'a'.repeat(300)];
const BODIES = [undefined, '{}', 'not json', '[]', '{"page":"-1","pageSize":99999,"fileList":[{}],"content":1}'];
const QUERIES = ['', '?page=0&pageSize=-5&q=%25&lang=xx&date=2024-13-45&time=25:61', '?page=abc&category=none'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('malformed input', () => {
  it('never makes any route answer 5xx', async () => {
    const admin = await signUpAdmin(server);
    const spec = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    const failures: string[] = [];
    let calls = 0;
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const method of Object.keys(operations).map((name) => name.toUpperCase() as Method)) {
        for (const id of IDS) {
          const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
          for (const body of method === 'GET' ? [undefined] : BODIES) {
            for (const query of QUERIES) {
              calls += 1;
              const response = await server.app.inject({
                method,
                url: `${url}${query}`,
                headers: {
                  ...admin.headers,
                  ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                },
                ...(body === undefined ? {} : { payload: body }),
              });
              if (response.statusCode >= 500)
                failures.push(`${method} ${url}${query} ${body} → ${response.statusCode}`);
              else if (response.statusCode >= 400)
                expect(response.json().code, `${method} ${url}`).toBeTypeOf('string');
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
  }, 120_000);
});
