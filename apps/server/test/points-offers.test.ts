import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffer, ledgerPage, pointsSummary, POINTS_OFFERS, tarotLook } from '@tarot/contract/points';
import { appUser, scoreLedger } from '../src/db/schema';
import { createLedgerRepo } from '../src/modules/points/ledger-repo';
import { startTestServer, type TestServer } from './harness';
import { unique } from './fresh';
import { signUp } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const buy = (headers: Headers, offerId: string) => inject('POST', `/api/points/offers/${offerId}/purchase`, headers);
const summaryOf = async (headers: Headers) => pointsSummary.parse((await inject('GET', '/api/points', headers)).json());

/** Points earned the ordinary way (an invitation's ledger row), so the balance equals the ledger. */
async function give(uid: string, amount: number) {
  const ledger = createLedgerRepo(server.database.db);
  await server.database.db.transaction((tx) =>
    ledger.award(tx, { userId: uid, amount, reason: 'invite', ref: unique(), at: new Date() }),
  );
}

/** The balance and the sum of the ledger, which must always agree. */
async function books(uid: string) {
  const [user] = await server.database.db.select({ score: appUser.score }).from(appUser).where(eq(appUser.id, uid));
  const [sum] = await server.database.db
    .select({ total: sql<number>`coalesce(sum(${scoreLedger.amount}), 0)::int` })
    .from(scoreLedger)
    .where(eq(scoreLedger.userId, uid));
  return { score: user!.score, ledger: Number(sum!.total) };
}

const jade = findOffer('back-jade')!;
const rose = findOffer('back-rose-gold')!;
const dawn = findOffer('table-dawn')!;

describe('what points buy', () => {
  it('lists every offer with its price, none owned at first', async () => {
    const member = await signUp(server);
    const summary = await summaryOf(member.headers);
    expect(summary.offers).toEqual(POINTS_OFFERS.map((offer) => ({ ...offer, owned: false, inUse: false })));
  });

  it('spends once, shows the spending in the ledger and the offer as owned', async () => {
    const member = await signUp(server);
    await give(member.user.uid, 100);
    const bought = await buy(member.headers, jade.id);
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toEqual({ offerId: jade.id, price: jade.price, balance: 100 - jade.price });

    const summary = await summaryOf(member.headers);
    expect(summary.balance).toBe(100 - jade.price);
    expect(summary.offers.find((offer) => offer.id === jade.id)).toMatchObject({ owned: true, inUse: false });
    const ledger = ledgerPage.parse((await inject('GET', '/api/points/ledger', member.headers)).json());
    expect(ledger.items[0]).toMatchObject({ amount: -jade.price, reason: 'offer', offerId: jade.id, balance: 10 });

    const again = await buy(member.headers, jade.id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'OFFER_OWNED']);
    expect(await books(member.user.uid)).toEqual({ score: 10, ledger: 10 });
  });

  it('refuses what the balance does not cover, and offers that do not exist', async () => {
    const member = await signUp(server);
    await give(member.user.uid, jade.price - 1);
    const short = await buy(member.headers, jade.id);
    expect([short.statusCode, short.json().code]).toEqual([409, 'POINTS_NOT_ENOUGH']);
    const unknown = await buy(member.headers, 'gold-bars');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'OFFER_NOT_FOUND']);
    expect((await summaryOf(member.headers)).offers.every((offer) => !offer.owned)).toBe(true);
    expect(await books(member.user.uid)).toEqual({ score: jade.price - 1, ledger: jade.price - 1 });
  });

  it('buys one offer once under a burst of 50 requests', async () => {
    const member = await signUp(server);
    await give(member.user.uid, 1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(member.headers, rose.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await books(member.user.uid)).toEqual({ score: 1000 - rose.price, ledger: 1000 - rose.price });
  });

  it('never goes below zero under a burst of 50 requests for different offers', async () => {
    const member = await signUp(server);
    // Enough for exactly two of the 60-point backs, not for a third of anything.
    await give(member.user.uid, 2 * rose.price + 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => buy(member.headers, POINTS_OFFERS[n % POINTS_OFFERS.length]!.id)),
    );
    const won = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().offerId);
    const spent = won.reduce((sum, id: string) => sum + findOffer(id)!.price, 0);
    expect(spent).toBeLessThanOrEqual(2 * rose.price + 10);
    expect(new Set(won).size).toBe(won.length);
    expect(won.length).toBeGreaterThanOrEqual(1);
    const after = await books(member.user.uid);
    expect(after.score).toBeGreaterThanOrEqual(0);
    expect(after).toEqual({ score: 2 * rose.price + 10 - spent, ledger: 2 * rose.price + 10 - spent });
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(['POINTS_NOT_ENOUGH', 'OFFER_OWNED']).toContain(answer.json().code);
    }
  });
});

describe('the look of the tarot table', () => {
  it('uses only owned offers of the right kind, and goes back to the default', async () => {
    const member = await signUp(server);
    const setLook = (payload: object) => inject('PUT', '/api/points/look', member.headers, payload);
    expect(tarotLook.parse((await inject('GET', '/api/points/look', member.headers)).json())).toEqual({
      cardBack: null,
      tableTheme: null,
    });
    const notOwned = await setLook({ kind: 'table-theme', offerId: dawn.id });
    expect([notOwned.statusCode, notOwned.json().code]).toEqual([409, 'OFFER_NOT_OWNED']);

    await give(member.user.uid, dawn.price + jade.price);
    expect((await buy(member.headers, dawn.id)).statusCode).toBe(200);
    expect((await buy(member.headers, jade.id)).statusCode).toBe(200);
    const wrongKind = await setLook({ kind: 'card-back', offerId: dawn.id });
    expect([wrongKind.statusCode, wrongKind.json().code]).toEqual([400, 'INVALID_PARAM']);

    expect((await setLook({ kind: 'table-theme', offerId: dawn.id })).json()).toEqual({
      cardBack: null,
      tableTheme: dawn.id,
    });
    expect((await setLook({ kind: 'card-back', offerId: jade.id })).json()).toEqual({
      cardBack: jade.id,
      tableTheme: dawn.id,
    });
    const summary = await summaryOf(member.headers);
    expect(summary.offers.filter((offer) => offer.inUse).map((offer) => offer.id)).toEqual([jade.id, dawn.id]);
    expect((await setLook({ kind: 'card-back', offerId: null })).json()).toEqual({ cardBack: null, tableTheme: dawn.id });
    const bad = await setLook({ kind: 'card-back', offerId: 'gold-bars' });
    expect(bad.statusCode).toBe(400);
  });

  it('needs login', async () => {
    for (const [method, url] of [
      ['GET', '/api/points/look'],
      ['PUT', '/api/points/look'],
      ['POST', `/api/points/offers/${jade.id}/purchase`],
    ] as const) {
      expect((await server.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
