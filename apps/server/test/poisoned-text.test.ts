import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from './admin';
import { startTestServer, type TestServer } from './harness';
import { tinyPng, uploadFiles } from './upload-fixtures';
import { signUp } from './session';

/**
 * Text that PostgreSQL cannot store (U+0000) or that is not valid Unicode (a lone surrogate),
 * put into every string of every route's own request shape, as the OpenAPI document describes
 * it: each answer is a coded 4xx or a success, never a 5xx. Called by a visitor, a member and
 * an administrator, so the signed-in paths are reached too.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly properties?: Record<string, JsonSchema>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
}
interface Operation {
  readonly parameters?: readonly { readonly in: string; readonly name: string; readonly schema?: JsonSchema }[];
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: JsonSchema }> };
}
interface OpenApi {
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components?: { readonly schemas?: Record<string, JsonSchema> };
}

/** Each poison as JSON text carries it, and as a URL carries it (the bytes a careless encoder writes). */
const POISONS = {
  nul: { text: 'a\u0000b', url: 'a%00b' },
  surrogate: { text: 'a\ud800b', url: 'a%ED%A0%80b' },
  lowSurrogate: { text: '\udc00', url: '%ED%B0%80' },
} as const;

/** Plausible values for strings of known shapes, so a poisoned neighbour gets past them. */
const PLAIN_STRINGS: Record<string, string> = {
  email: 'reader@example.com',
  date: '2024-05-17',
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://example.com/',
};

/**
 * A value of the schema's shape in which the string leaf numbered `target` (depth-first) is
 * `poison` and every other required leaf is plausible; `leaves.count` ends as the number of string leaves.
 */
function build(
  schema: JsonSchema | undefined,
  poison: string,
  target: number,
  spec: OpenApi,
  leaves = { count: 0 },
  depth = 0,
): unknown {
  if (!schema || depth > 8) return poison;
  if (schema.$ref) {
    const named = spec.components?.schemas?.[schema.$ref.split('/').pop()!];
    return build(named, poison, target, spec, leaves, depth + 1);
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.[0]) {
    // A nullable value is null unless it holds the poisoned leaf: its contents may have rules of their own.
    const first = leaves.count;
    const value = build(choices[0], poison, target, spec, leaves, depth + 1);
    const holdsTarget = target >= first && target < leaves.count;
    return !holdsTarget && choices.some((choice) => choice.type === 'null') ? null : value;
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    // Optional properties are left out unless they hold the poisoned leaf: fewer neighbours to trip on.
    const entries = Object.entries(schema.properties ?? {}).flatMap(([name, child]) => {
      const first = leaves.count;
      const value = build(child, poison, target, spec, leaves, depth + 1);
      const holdsTarget = target >= first && target < leaves.count;
      return holdsTarget || schema.required?.includes(name) ? [[name, value] as const] : [];
    });
    return Object.fromEntries(entries);
  }
  if (type === 'array') return [build(schema.items, poison, target, spec, leaves, depth + 1)];
  if (type === 'integer' || type === 'number') {
    return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
  }
  if (type === 'boolean') return true;
  const index = leaves.count++;
  if (index === target) return poison;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  return PLAIN_STRINGS[schema.format ?? ''] ?? 'tarot2026';
}

/** One body per string leaf, each with that leaf poisoned; `[undefined]` when the route takes none. */
function poisonedBodies(schema: JsonSchema | undefined, poison: string, spec: OpenApi): (string | undefined)[] {
  if (!schema) return [undefined];
  const leaves = { count: 0 };
  build(schema, poison, -1, spec, leaves);
  return Array.from({ length: Math.max(1, leaves.count) }, (_, target) =>
    JSON.stringify(build(schema, poison, target, spec)),
  );
}

/** Routes that end the callers' sessions would sign them out for every route after them. */
const SESSION_ENDING = new Set(['/api/auth/logout', '/api/auth/logout-all', '/api/user/deactivate']);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('poisoned text', () => {
  it('never makes any route answer 5xx, for visitors, members and administrators', async () => {
    const spec = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    const member = await signUp(server);
    const admin = await signUpAdmin(server);
    const callers: Record<string, Record<string, string>> = {
      visitor: {},
      member: member.headers,
      admin: admin.headers,
    };
    const failures: string[] = [];
    let refused = 0;
    let calls = 0;
    for (const [path, operations] of Object.entries(spec.paths)) {
      if (SESSION_ENDING.has(path)) continue;
      for (const [name, operation] of Object.entries(operations)) {
        const method = name.toUpperCase() as Method;
        for (const [poisonName, poison] of Object.entries(POISONS)) {
          const url = path.replace(/\{[^}]+\}/g, poison.url);
          const query = (operation.parameters ?? [])
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => `${parameter.name}=${poison.url}`)
            .join('&');
          const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
          for (const body of poisonedBodies(bodySchema, poison.text, spec))
            for (const [caller, headers] of Object.entries(callers)) {
              calls += 1;
              const response = await server.app.inject({
                method,
                url: query ? `${url}?${query}` : url,
                headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
                ...(body === undefined ? {} : { payload: body }),
              });
              const label = `${caller} ${method} ${path} (${poisonName}) → ${response.statusCode}`;
              if (response.statusCode >= 500) failures.push(label);
              else if (response.statusCode >= 400) {
                refused += 1;
                expect(response.json().code, label).toBeTypeOf('string');
              }
            }
        }
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(calls / 2);
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses NUL and lone surrogates in a login, a registration and a search with INVALID_PARAM', async () => {
    const answers = await Promise.all([
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { account: 'reader\u0000', password: 'tarot2026!' },
      }),
      server.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'reader_nul', nickname: '读\ud800者', password: 'tarot2026!' },
      }),
      server.app.inject({ method: 'GET', url: '/api/articles/search?q=%00' }),
      server.app.inject({ method: 'POST', url: '/api/feedback', payload: { content: 'bad\u0000text' } }),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual([
      [400, 'INVALID_PARAM'],
      [400, 'INVALID_PARAM'],
      [400, 'INVALID_PARAM'],
      [400, 'INVALID_PARAM'],
    ]);
  });

  it('refuses a NUL in the cloudPath of an upload, for that file alone', async () => {
    const member = await signUp(server);
    const image = await tinyPng();
    const [bad, good] = await uploadFiles(server, member, [
      { cloudPath: 'bad\u0000name.png', data: image },
      { cloudPath: 'good.png', data: image },
    ]);
    expect(bad).toMatchObject({ code: 'INVALID_PARAM' });
    expect(good).toMatchObject({ cloudPath: 'good.png', fileID: expect.any(String) });
  });
});
