import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyCardSchema, dailyHistory } from '@tarot/contract/tarot';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("a member's daily card", () => {
  it('is drawn once a day: twenty requests at once all get the same stored card', async () => {
    const member = await signUp(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.app.inject({ method: 'GET', url: '/api/daily-card', headers: member.headers }),
      ),
    );
    const cards = answers.map((answer) => dailyCardSchema.parse(answer.json()));
    expect(new Set(cards.map((card) => JSON.stringify(card))).size).toBe(1);
    expect(cards[0]!.date).toBe(shanghaiDate(new Date()));
    const history = dailyHistory.parse(
      (await server.app.inject({ method: 'GET', url: '/api/daily-card/history', headers: member.headers })).json(),
    );
    expect(history.items).toEqual([cards[0]]);
  });

  it('needs a login', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/daily-card' });
    expect(response.statusCode).toBe(401);
  });

  it('counts days in Asia/Shanghai: 16:30 UTC is already the next day there', () => {
    expect(shanghaiDate(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23');
    expect(shanghaiDate(new Date('2026-11-22T15:59:00Z'))).toBe('2026-11-22');
  });
});
