import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appUser } from '../../db/schema';
import { containsPattern, offsetOf, type PageOf } from './paging';

export type AdminUserRow = typeof appUser.$inferSelect;

/** Closed accounts have released their personal data and are not listed or changed. */
const open = ne(appUser.status, 'closed');

export function createAdminUserRepo(db: Database) {
  return {
    /** Open accounts whose username, nickname, phone number or e-mail contains `query`, newest first. */
    async search(query: string, page: number, pageSize: number): Promise<PageOf<AdminUserRow>> {
      const pattern = containsPattern(query);
      const matches = query
        ? or(
            sql`${appUser.username} ilike ${pattern} escape '\\'`,
            sql`${appUser.nickname} ilike ${pattern} escape '\\'`,
            sql`${appUser.mobile} ilike ${pattern} escape '\\'`,
            sql`${appUser.email} ilike ${pattern} escape '\\'`,
          )
        : undefined;
      const where = and(open, matches);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(appUser)
          .where(where)
          .orderBy(desc(appUser.createdAt), desc(appUser.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select({ total: count() }).from(appUser).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
    async findOpen(id: string): Promise<AdminUserRow | undefined> {
      const [row] = await db
        .select()
        .from(appUser)
        .where(and(eq(appUser.id, id), open))
        .limit(1);
      return row;
    },
    /**
     * A ban refuses the account everywhere at once (the guard reads the status on every
     * request, and answers with the "banned" message). Lifting it bumps the token version,
     * so the sessions from before the ban never come back: the member signs in again.
     */
    async setBanned(id: string, banned: boolean): Promise<AdminUserRow | undefined> {
      const [row] = await db
        .update(appUser)
        .set(
          banned
            ? { status: 'banned' }
            : {
                status: 'active',
                tokenVersion: sql`case when ${appUser.status} = 'banned' then ${appUser.tokenVersion} + 1 else ${appUser.tokenVersion} end`,
              },
        )
        .where(and(eq(appUser.id, id), open))
        .returning();
      return row;
    },
    /** Adds or removes `admin` in one statement, so two racing changes cannot lose each other's role. */
    async setAdmin(id: string, admin: boolean): Promise<AdminUserRow | undefined> {
      const role = admin
        ? sql`case when 'admin' = any(${appUser.role}) then ${appUser.role} else array_append(${appUser.role}, 'admin') end`
        : sql`case when array_remove(${appUser.role}, 'admin') = '{}' then '{user}'::text[] else array_remove(${appUser.role}, 'admin') end`;
      const [row] = await db
        .update(appUser)
        .set({ role })
        .where(and(eq(appUser.id, id), open))
        .returning();
      return row;
    },
  };
}

export type AdminUserRepo = ReturnType<typeof createAdminUserRepo>;
