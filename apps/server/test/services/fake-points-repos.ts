import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../src/db/client';
import type { AdViewRow, CheckInRepo, CheckInRow } from '../../src/modules/points/check-in-repo';
import type { LedgerRepo, LedgerRow } from '../../src/modules/points/ledger-repo';

/** Fakes hand the service this in place of a transaction; they never look inside it. */
export const NO_TRANSACTION = {} as Transaction;

/** Check-ins and ad views in memory, keyed as the table's primary key is. */
export function fakeCheckInRepo() {
  const rows = new Map<string, CheckInRow>();
  const views = new Map<string, AdViewRow>();
  const key = (userId: string, day: string, kind: string) => `${userId}/${day}/${kind}`;
  const repo: CheckInRepo = {
    transaction: (work) => work(NO_TRANSACTION),
    async insert(_tx, values) {
      const id = key(values.userId, values.day, values.kind);
      if (rows.has(id)) return false;
      rows.set(id, { createdAt: new Date(), ...values });
      return true;
    },
    async find(userId, day, kind) {
      return rows.get(key(userId, day, kind));
    },
    async since(userId, kind, fromDay) {
      return [...rows.values()]
        .filter((row) => row.userId === userId && row.kind === kind && row.day >= fromDay)
        .sort((a, b) => b.day.localeCompare(a.day));
    },
    async startAdView(userId, startedAt, shown = {}) {
      const view = {
        id: randomUUID(),
        userId,
        promotionId: shown.promotionId ?? null,
        network: shown.network ?? null,
        networkTransactionId: null,
        startedAt,
        completedAt: null,
      };
      views.set(view.id, view);
      return view;
    },
    async completeAdView(_tx, { id, userId, network, transactionId }, startedBy, at) {
      const view = views.get(id);
      if (!view || view.userId !== userId || view.network !== network || view.completedAt || view.startedAt > startedBy)
        return false;
      views.set(id, { ...view, completedAt: at, networkTransactionId: transactionId });
      return true;
    },
    async findAdView(id) {
      return views.get(id);
    },
  };
  return { repo, rows };
}

/** A ledger in memory: each (member, reason, ref) pays once, as the table's unique key makes it. */
export function fakeLedgerRepo() {
  const entries: LedgerRow[] = [];
  const balanceOf = (userId: string) =>
    entries.filter((entry) => entry.userId === userId).reduce((sum, entry) => sum + entry.amount, 0);
  const repo: LedgerRepo = {
    async award(_tx, event) {
      const paid = entries.some(
        (entry) => entry.userId === event.userId && entry.reason === event.reason && entry.ref === event.ref,
      );
      if (paid) return null;
      const row = {
        id: randomUUID(),
        userId: event.userId,
        amount: event.amount,
        reason: event.reason,
        ref: event.ref,
        balance: balanceOf(event.userId) + event.amount,
        createdAt: event.at,
      };
      entries.push(row);
      return row;
    },
    /** Like the conditional update: nothing when the balance does not cover the price. */
    async spend(tx, event) {
      if (balanceOf(event.userId) + event.amount < 0) return null;
      return repo.award(tx, event);
    },
    async balance(userId) {
      return balanceOf(userId);
    },
    /** Pages by number only; the cursor form is the database's (test/list-paging.test.ts). */
    async page(userId, { page, pageSize }) {
      const mine = entries.filter((entry) => entry.userId === userId).reverse();
      const rows = mine.slice((page - 1) * pageSize, page * pageSize).map((entry) => ({ ...entry, position: '' }));
      return { rows, hasMore: mine.length > page * pageSize, nextCursor: null };
    },
    async earned(userId, reason) {
      return entries
        .filter((entry) => entry.userId === userId && entry.reason === reason)
        .reduce((sum, entry) => sum + entry.amount, 0);
    },
  };
  return { repo, entries };
}
