import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@tarot/contract/endpoint';
import { call } from './call';
import { ApiError } from './http';

const renameItem = endpoint({
  method: 'PUT',
  path: '/api/items/:id',
  tags: ['test'],
  summary: 'Rename an item',
  params: z.object({ id: z.string() }),
  query: z.object({ notify: z.boolean().optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string(), name: z.string() }),
  errors: [400],
});

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('builds the address from the declaration, escaping parameters, and sends the body as JSON', async () => {
    const fetchMock = answer(200, { id: 'a/b', name: 'New' });
    const result = await call(renameItem, { params: { id: 'a/b' }, query: { notify: true }, body: { name: 'New' } });
    expect(result).toEqual({ id: 'a/b', name: 'New' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/items/a%2Fb?notify=true');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"name":"New"}');
  });

  it('fails loudly in tests when the answer leaves the contract', async () => {
    answer(200, { id: 'x' });
    await expect(call(renameItem, { params: { id: 'x' }, body: { name: 'N' } })).rejects.toThrow(
      /PUT \/api\/items\/:id answered outside its contract/,
    );
  });

  it('keeps the catalogue code of a refused call', async () => {
    answer(400, { code: 'INVALID_PARAM', message: 'Invalid parameter' });
    const failure = call(renameItem, { params: { id: 'x' }, body: { name: '' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'INVALID_PARAM', status: 400 });
  });
});
