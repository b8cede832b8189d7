import { randomInt } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appUser } from '../../db/schema';

export type UserRow = typeof appUser.$inferSelect;

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** 20 characters (spec §9) from a CSPRNG: the code is a capability, so it must not be guessable. */
export function newInviteCode(): string {
  return Array.from({ length: 20 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

/** Postgres unique violation, as both drivers report it. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

export function createUserRepo(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(appUser).where(eq(appUser.id, id)).limit(1);
      return row;
    },

    /** An account that is not closed (active or banned) by username, mobile or e-mail (names compare without case). */
    async findByLogin(account: string): Promise<UserRow | undefined> {
      const lower = account.toLowerCase();
      const [row] = await db
        .select()
        .from(appUser)
        .where(
          and(
            ne(appUser.status, 'closed'),
            or(
              sql`lower(${appUser.username}) = ${lower}`,
              eq(appUser.mobile, account),
              sql`lower(${appUser.email}) = ${lower}`,
            ),
          ),
        )
        .limit(1);
      return row;
    },

    /** The account holding a mobile number, unless closed (banned accounts keep theirs). */
    async findOpenByMobile(mobile: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(appUser)
        .where(and(eq(appUser.mobile, mobile), ne(appUser.status, 'closed')))
        .limit(1);
      return row;
    },

    async findByInviteCode(code: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(appUser).where(eq(appUser.inviteCode, code)).limit(1);
      return row;
    },

    async insert(values: typeof appUser.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(appUser).values(values).returning();
      return row!;
    },

    /** Revokes every token the user holds. */
    async bumpTokenVersion(id: string): Promise<void> {
      await db
        .update(appUser)
        .set({ tokenVersion: sql`${appUser.tokenVersion} + 1` })
        .where(eq(appUser.id, id));
    },
  };
}

export type UserRepo = ReturnType<typeof createUserRepo>;
