import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeList, type Place } from '@tarot/contract/places';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const search = async (q: string, lang = 'zh-Hans'): Promise<readonly Place[]> => {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/places?q=${encodeURIComponent(q)}&lang=${lang}`,
  });
  expect(response.statusCode).toBe(200);
  return placeList.parse(response.json()).items;
};

describe('the gazetteer', () => {
  it('finds Zürich by its own name, without accents, in Chinese and in Russian, with its zone', async () => {
    for (const q of ['Zürich', 'zurich', '苏黎世', 'Цюрих']) {
      const [first] = await search(q, 'en');
      expect(first, q).toMatchObject({ latinName: 'Zürich', country: 'CH', timeZone: 'Europe/Zurich' });
      expect(first!.latitude).toBeCloseTo(47.37, 1);
      expect(first!.longitude).toBeCloseTo(8.55, 1);
    }
    // Shown in the language asked: CLDR's exemplar city.
    expect((await search('Zürich', 'zh-Hans'))[0]!.name).toBe('苏黎世');
    expect((await search('Zürich', 'ja'))[0]!.name).toBe('チューリッヒ');
  });

  it('finds 北京 and names Chinese cities in Chinese', async () => {
    const [beijing] = await search('北京');
    expect(beijing).toMatchObject({ name: '北京', latinName: 'Beijing', country: 'CN', timeZone: 'Asia/Shanghai' });
    expect((await search('Beijing', 'en'))[0]).toMatchObject({ name: 'Beijing', country: 'CN' });
  });

  it('finds São Paulo with or without its accent, and in Chinese', async () => {
    for (const q of ['São Paulo', 'sao paulo', '圣保罗']) {
      expect((await search(q, 'pt'))[0], q).toMatchObject({
        latinName: 'São Paulo',
        country: 'BR',
        timeZone: 'America/Sao_Paulo',
      });
    }
  });

  it('tells the Springfields apart by state and zone, largest first', async () => {
    const springfields = (await search('Springfield', 'en')).filter((place) => place.latinName === 'Springfield');
    expect(springfields.length).toBeGreaterThanOrEqual(5);
    expect(springfields.map((place) => place.population)).toEqual(
      [...springfields.map((place) => place.population)].sort((a, b) => b - a),
    );
    const byState = new Map(springfields.map((place) => [place.region, place.timeZone]));
    expect(byState.get('IL')).toBe('America/Chicago');
    expect(byState.get('MA')).toBe('America/New_York');
    expect(byState.get('OR')).toBe('America/Los_Angeles');
  });

  it('answers an empty list for a name no city has, and 400 for no text', async () => {
    expect(await search('Qqxyzzy')).toEqual([]);
    const empty = await server.app.inject({ method: 'GET', url: '/api/places?q=%20' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('INVALID_PARAM');
  });
});
