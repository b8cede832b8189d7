import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastCreated, broadcastList } from '@tarot/contract/broadcasts';
import type { UiLanguage } from '@tarot/contract/preferences';
import { appUser, feedback, pushDevice, pushMessage, pushReceipt } from '../src/db/schema';
import { createFanOut, type FanOutJob } from '../src/modules/broadcasts/fan-out';
import { createBroadcastRepo } from '../src/modules/broadcasts/repo';
import { notificationTexts } from '../src/modules/notifications/texts/catalogue';
import { signUpAdmin } from './admin';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './session';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  server = await startTestServer({ config: { jobs: true } });
  admin = await signUpAdmin(server);
});
afterAll(() => server.close());

async function member(language: UiLanguage | null, pushEnabled = true): Promise<string> {
  const { user } = await signUp(server);
  await server.database.db.update(appUser).set({ language, pushEnabled }).where(eq(appUser.id, user.uid));
  return user.uid;
}

const broadcast = (payload: object, headers = admin.headers) =>
  server.app.inject({ method: 'POST', url: '/api/admin/broadcasts', headers, payload });

const messagesOf = (broadcastId: string) =>
  server.database.db.select().from(pushMessage).where(eq(pushMessage.broadcastId, broadcastId));

/** The fan-out runs in the job runner: waits until `count` messages of the broadcast are stored. */
async function fannedOut(broadcastId: string, count: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const messages = await messagesOf(broadcastId);
    if (messages.length >= count || Date.now() > deadline) return messages;
    await sleep(200);
  }
}

describe('feedback reply notice', () => {
  it('tells the member at once, in their language', async () => {
    const author = await member('ja');
    const [row] = await server.database.db
      .insert(feedback)
      .values({ userId: author, content: '星座の説明をもっと読みたいです' })
      .returning();
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/admin/feedback/${row!.id}/reply`,
      headers: admin.headers,
      payload: { reply: 'ありがとうございます' },
    });
    expect(response.statusCode).toBe(200);
    const messages = await server.database.db.select().from(pushMessage).where(eq(pushMessage.userId, author));
    expect(messages).toMatchObject([{ kind: 'reply', ...notificationTexts('ja').reply }]);
  });
});

describe('broadcasts', () => {
  const message = { title: '新月许愿', body: '今晚新月，写下一个愿望吧。', url: '#/jinripaizhen' };

  it('to one language reaches only the members reading in it who have push on', async () => {
    const reader = await member('fr');
    const otherReader = await member('fr');
    const muted = await member('fr', false);
    const english = await member('en');
    const response = await broadcast({ ...message, language: 'fr' });
    expect(response.statusCode).toBe(200);
    const { broadcastId, recipients } = broadcastCreated.parse(response.json());
    expect(recipients).toBe(2);
    const messages = await fannedOut(broadcastId, 2);
    await sleep(500);
    expect((await messagesOf(broadcastId)).map((row) => row.userId).sort()).toEqual([reader, otherReader].sort());
    expect(messages.some((row) => row.userId === muted || row.userId === english)).toBe(false);
    expect(messages[0]).toMatchObject({ kind: 'broadcast', ...message });
  });

  it('counts sent, delivered and opened from its messages', async () => {
    const audience = [await member('ru'), await member('ru'), await member('ru')];
    const { broadcastId } = broadcastCreated.parse((await broadcast({ ...message, language: 'ru' })).json());
    const messages = await fannedOut(broadcastId, 3);
    const [first, second] = messages;
    const db = server.database.db;
    // Two acknowledged (one of them by two devices: still one delivery), one opened.
    const devices = await db
      .insert(pushDevice)
      .values(
        ['a', 'b'].map((name) => ({
          cid: `${broadcastId}-${name}`,
          deviceId: `${broadcastId}-${name}`,
          sessionHash: 'x',
          userId: audience[0],
        })),
      )
      .returning();
    const receivedAt = new Date();
    await db.insert(pushReceipt).values([
      { messageId: first!.id, deviceId: devices[0]!.id, receivedAt },
      { messageId: first!.id, deviceId: devices[1]!.id, receivedAt },
      { messageId: second!.id, deviceId: devices[0]!.id, receivedAt },
    ]);
    await db
      .update(pushMessage)
      .set({ openedAt: receivedAt })
      .where(and(eq(pushMessage.id, first!.id), inArray(pushMessage.userId, audience)));

    const list = broadcastList.parse(
      (await server.app.inject({ method: 'GET', url: '/api/admin/broadcasts', headers: admin.headers })).json(),
    );
    expect(list.items[0]).toMatchObject({
      id: broadcastId,
      title: message.title,
      language: 'ru',
      recipients: 3,
      sent: 3,
      delivered: 2,
      opened: 1,
    });
  });

  it('refuses links that are neither an in-app route nor https', async () => {
    for (const url of ['javascript:alert(1)', 'http://example.com', '/pages/x', '#/a b']) {
      expect((await broadcast({ ...message, url })).statusCode).toBe(400);
    }
    expect((await broadcast({ ...message, url: 'https://example.com/moon' })).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    const plain = await signUp(server);
    expect((await broadcast(message, plain.headers)).statusCode).toBe(403);
    expect((await broadcast(message, {})).statusCode).toBe(401);
    const list = await server.app.inject({ method: 'GET', url: '/api/admin/broadcasts', headers: plain.headers });
    expect(list.statusCode).toBe(403);
  });
});

describe('broadcast fan-out', () => {
  it('sends in batches, each enqueueing the next, and a retried batch sends nobody a second copy', async () => {
    const audience = await Promise.all([1, 2, 3, 4, 5].map(() => member('pt')));
    const broadcasts = createBroadcastRepo(server.database.db);
    const queued: FanOutJob[] = [];
    const fanOut = createFanOut({
      broadcasts,
      notifier: server.app.push,
      jobs: { send: async (_queue, job) => String(queued.push(job as FanOutJob)) },
      batchSize: 2,
    });
    const row = await broadcasts.insert(
      { title: 'Lua cheia', body: 'Olhe para o céu.', url: '#/', language: 'pt' },
      admin.user.uid,
      new Date(),
    );
    await fanOut.start(row.id);
    for (let next = 0; next < queued.length; next += 1) await fanOut.runBatch(queued[next]!);
    // Five members in batches of two: three jobs, the last one short.
    expect(queued).toHaveLength(3);
    await fanOut.runBatch(queued[1]!);
    const messages = await messagesOf(row.id);
    expect(messages.map((message) => message.userId).sort()).toEqual([...audience].sort());
  });
});
