import type { AuthUserRepo } from '../../src/modules/accounts/auth/service';
import type { Transaction } from '../../src/db/client';
import type { UserRow } from '../../src/modules/accounts/users/repo';
import { userRow } from './user-row';

/** What both database drivers throw for a taken unique key (see db/unique-violation.ts). */
const uniqueViolation = () => Object.assign(new Error('duplicate key value'), { code: '23505' });

/**
 * Accounts in memory with the table's rules that the auth service relies on: unique
 * usernames (without case), mobile numbers and e-mail addresses among accounts, and
 * one first administrator.
 */
export function fakeUserRepo(initial: readonly UserRow[] = []) {
  const rows = new Map(initial.map((row) => [row.id, row]));
  let adminClaimed = false;
  let next = 0;
  const open = () => [...rows.values()].filter((row) => row.status !== 'closed');
  const same = (a: string | null, b: string | null | undefined) => a !== null && a.toLowerCase() === b?.toLowerCase();

  const store = (values: Parameters<AuthUserRepo['insert']>[0]): UserRow => {
    const taken = [...rows.values()].some(
      (row) =>
        same(row.username, values.username) ||
        (row.mobile !== null && row.mobile === values.mobile) ||
        same(row.email, values.email),
    );
    if (taken) throw uniqueViolation();
    next += 1;
    const row = userRow({ id: `user-${next}`, username: null, ...values } as Partial<UserRow>);
    rows.set(row.id, row);
    return row;
  };

  const repo: AuthUserRepo = {
    async findById(id) {
      return rows.get(id);
    },
    async findByLogin(account) {
      return open().find((row) => row.mobile === account || same(row.email, account) || same(row.username, account));
    },
    async findOpenByMobile(mobile) {
      return open().find((row) => row.mobile === mobile);
    },
    async findOpenByEmail(email) {
      return open().find((row) => same(row.email, email));
    },
    async findByInviteCode(code) {
      return [...rows.values()].find((row) => row.inviteCode === code);
    },
    async insert(values, onRegistered) {
      const row = store(values);
      await onRegistered(row, {} as Transaction);
      return row;
    },
    async insertFirstAdmin(values, onRegistered) {
      if (adminClaimed) return undefined;
      adminClaimed = true;
      const row = store({ ...values, role: ['admin'] });
      await onRegistered(row, {} as Transaction);
      return row;
    },
    async setPassword(id, passwordHash) {
      const changed = { ...rows.get(id)!, passwordHash };
      rows.set(id, changed);
      return changed;
    },
  };
  return { repo, rows };
}
