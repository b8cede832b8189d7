import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleDetail, articlePage, readLogPage } from '@tarot/contract/articles';
import { article } from '../src/db/schema';
import { SEED_ARTICLES } from '../src/modules/articles/content/index';
import { seed } from '../src/seed';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './session';

let server: TestServer;
const ids: Record<string, string> = {};

/** 25 tarot articles a day apart, two bazi ones (one Chinese only), a draft and one with `%` and `_` in its title. */
function fixtures(): (typeof article.$inferInsert)[] {
  const text = (title: string) => ({ title, summary: `${title}的摘要`, body: `${title}第一段。\n\n第二段。` });
  const tarot = Array.from({ length: 25 }, (_, index) => ({
    slug: `tarot-${index}`,
    category: 'tarot',
    texts: {
      'zh-Hans': text(`塔罗${index}`),
      en: { title: `Tarot ${index}`, summary: 'About tarot', body: 'One two.' },
    },
    status: 'published' as const,
    publishedAt: new Date(Date.UTC(2026, 9, 1 + index)),
  }));
  return [
    ...tarot,
    {
      slug: 'bazi-both',
      category: 'bazi',
      texts: { 'zh-Hans': text('八字入门'), en: { title: 'Bazi basics', summary: 'Four pillars', body: 'Stems.' } },
      status: 'published',
      publishedAt: new Date(Date.UTC(2026, 8, 1)),
    },
    {
      slug: 'bazi-zh-only',
      category: 'bazi',
      texts: { 'zh-Hans': text('十神详解') },
      status: 'published',
      publishedAt: new Date(Date.UTC(2026, 8, 2)),
    },
    { slug: 'a-draft', category: 'culture', texts: { 'zh-Hans': text('草稿') }, status: 'draft', publishedAt: null },
    {
      slug: 'percent',
      category: 'culture',
      texts: { 'zh-Hans': text('百分之百_真心'), en: { title: '100% sure_thing', summary: 'x', body: 'y' } },
      status: 'published',
      publishedAt: new Date(Date.UTC(2026, 7, 1)),
    },
  ];
}

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const list = async (query: string) => articlePage.parse((await get(`/api/articles?${query}`)).json());

beforeAll(async () => {
  server = await startTestServer();
  // The seeded launch articles are checked once below; the rest runs on fixtures whose order is known.
  await server.database.db.delete(article);
  const rows = await server.database.db.insert(article).values(fixtures()).returning();
  for (const row of rows) ids[row.slug] = row.id;
});
afterAll(() => server.close());

describe('seeding', () => {
  it('publishes every launch article once, however often it runs', async () => {
    const db = server.database.db;
    await db.delete(article);
    await seed(db);
    await seed(db);
    const seeded = await db.select().from(article);
    expect(seeded).toHaveLength(SEED_ARTICLES.length);
    expect(seeded.every((row) => row.status === 'published' && row.texts['zh-Hans'])).toBe(true);
    await db.delete(article);
    const rows = await db.insert(article).values(fixtures()).returning();
    for (const row of rows) ids[row.slug] = row.id;
  });

  it('adds the languages a launch article lacks, keeping every text an editor changed', async () => {
    const db = server.database.db;
    const launch = SEED_ARTICLES[0]!;
    const edited = { ...launch.texts['zh-Hans'], title: '编辑改过的标题' };
    await db.insert(article).values({
      slug: launch.slug,
      category: launch.category,
      texts: { 'zh-Hans': edited, en: launch.texts.en },
      status: 'draft',
    });
    await seed(db);
    const [row] = await db.select().from(article).where(eq(article.slug, launch.slug));
    expect(row!.texts['zh-Hans']).toEqual(edited);
    expect(row!.texts.ja).toEqual(launch.texts.ja);
    expect(Object.keys(row!.texts).sort()).toEqual(Object.keys(launch.texts).sort());
    expect(row!.status).toBe('draft');
    // The fixtures the other tests read stay alone in the table.
    await db.delete(article).where(
      inArray(
        article.slug,
        SEED_ARTICLES.map((seeded) => seeded.slug),
      ),
    );
  });
});

describe('article list', () => {
  it('pages published articles newest first and never shows drafts', async () => {
    const first = await list('page=1&pageSize=20');
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 28 });
    expect(first.items.map((item) => item.slug).slice(0, 3)).toEqual(['tarot-24', 'tarot-23', 'tarot-22']);
    const second = await list('page=2&pageSize=20');
    expect(second.items.map((item) => item.slug)).toEqual([
      'tarot-4',
      'tarot-3',
      'tarot-2',
      'tarot-1',
      'tarot-0',
      'bazi-zh-only',
      'bazi-both',
      'percent',
    ]);
    expect([...first.items, ...second.items].some((item) => item.slug === 'a-draft')).toBe(false);
  });

  it('refuses page sizes outside 1–100 and unknown categories', async () => {
    for (const query of ['pageSize=0', 'pageSize=101', 'page=0', 'category=astrology', 'lang=%3Cscript%3E']) {
      const response = await get(`/api/articles?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('INVALID_PARAM');
    }
  });

  it('filters by category', async () => {
    const bazi = await list('category=bazi');
    expect(bazi.total).toBe(2);
    expect(bazi.items.map((item) => item.slug)).toEqual(['bazi-zh-only', 'bazi-both']);
  });

  it('answers in the requested language and says when it fell back to Chinese', async () => {
    const bazi = await list('category=bazi&lang=en');
    expect(bazi.items.map((item) => [item.title, item.language])).toEqual([
      ['十神详解', 'zh-Hans'],
      ['Bazi basics', 'en'],
    ]);
    const chinese = await list('category=bazi');
    expect(chinese.items.map((item) => item.language)).toEqual(['zh-Hans', 'zh-Hans']);
  });
});

describe('one article', () => {
  it('gives the body in the requested language and the languages it exists in', async () => {
    const response = await get(`/api/articles/${ids['bazi-both']}?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(articleDetail.parse(response.json())).toMatchObject({
      title: 'Bazi basics',
      body: 'Stems.',
      language: 'en',
      languages: ['en', 'zh-Hans'],
      readingMinutes: 1,
    });
  });

  it('answers NEWS_ID_EMPTY for an empty or blank id', async () => {
    for (const url of ['/api/articles/', '/api/articles/%20%20', '/api/articles/%09']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ code: 'NEWS_ID_EMPTY', message: 'An error occurred, the news ID is empty' });
    }
  });

  it('answers NO_DATA for unknown, draft and malformed ids', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      ids['a-draft'],
      'not-a-uuid',
      "1'; drop table article;--",
    ]) {
      const response = await get(`/api/articles/${encodeURIComponent(id!)}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('NO_DATA');
    }
  });
});

describe('reading log', () => {
  it('needs a login', async () => {
    const response = await get('/api/read-log');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('uni-id-check-token-failed');
  });

  it('records reads only for signed-in readers, most recent first, once per article', async () => {
    const member = await signUp(server);
    await get(`/api/articles/${ids['tarot-1']}`);
    const empty = readLogPage.parse((await get('/api/read-log', member.headers)).json());
    expect(empty.total).toBe(0);

    for (const slug of ['tarot-1', 'bazi-both', 'tarot-1']) {
      expect((await get(`/api/articles/${ids[slug]}`, member.headers)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const log = readLogPage.parse((await get('/api/read-log?lang=en', member.headers)).json());
    expect(log.total).toBe(2);
    expect(log.items.map((item) => [item.slug, item.title])).toEqual([
      ['tarot-1', 'Tarot 1'],
      ['bazi-both', 'Bazi basics'],
    ]);
    expect(Date.parse(log.items[0]!.readAt)).toBeGreaterThan(Date.parse(log.items[1]!.readAt));

    const paged = readLogPage.parse((await get('/api/read-log?page=2&pageSize=1', member.headers)).json());
    expect(paged.items.map((item) => item.slug)).toEqual(['bazi-both']);

    const other = await signUp(server);
    expect(readLogPage.parse((await get('/api/read-log', other.headers)).json()).total).toBe(0);
  });

  it('refuses a bad token instead of reading anonymously', async () => {
    const response = await get(`/api/articles/${ids['tarot-1']}`, { authorization: 'Bearer nonsense' });
    expect(response.statusCode).toBe(401);
  });
});

describe('article search', () => {
  const search = async (query: string) => articlePage.parse((await get(`/api/articles/search?${query}`)).json());

  it('finds words in title, summary and body of the requested language', async () => {
    expect((await search(`q=${encodeURIComponent('十神')}`)).items.map((item) => item.slug)).toEqual(['bazi-zh-only']);
    expect((await search('q=stems&lang=en')).items.map((item) => item.slug)).toEqual(['bazi-both']);
    expect((await search(`q=${encodeURIComponent('第二段')}&pageSize=5`)).total).toBe(28);
    // English readers also find articles that exist only in Chinese, in Chinese.
    expect((await search(`q=${encodeURIComponent('十神')}&lang=en`)).items[0]?.language).toBe('zh-Hans');
  });

  it('treats % and _ as letters, not wildcards', async () => {
    expect((await search('q=%25')).items.map((item) => item.slug)).toEqual([]);
    expect((await search('q=%25&lang=en')).items.map((item) => item.slug)).toEqual(['percent']);
    expect((await search('q=_&lang=en')).items.map((item) => item.slug)).toEqual(['percent']);
    expect((await search(`q=${encodeURIComponent('百_真')}`)).items.map((item) => item.slug)).toEqual(['percent']);
    expect((await search('q=%5C')).total).toBe(0);
  });

  it('refuses an empty or overlong query', async () => {
    for (const query of ['q=', 'q=%20%20', `q=${'a'.repeat(51)}`, '']) {
      expect((await get(`/api/articles/search?${query}`)).json().code, query).toBe('INVALID_PARAM');
    }
  });
});
