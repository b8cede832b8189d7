import { randomInt } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { MOBILE_PATTERN } from '@tarot/contract/auth';
import type { Database, Transaction } from '../../db/client';
import { appSetting, appUser } from '../../db/schema';

export type UserRow = typeof appUser.$inferSelect;

/**
 * Work that belongs to storing a new account (an inviter's points): it runs in the same
 * transaction, so the account and its consequences are stored together or not at all.
 */
export type RegistrationHook = (user: UserRow, tx: Transaction) => Promise<void>;

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

/** The marker row that makes "the first administrator" a single, atomic event. */
const ADMIN_MARKER_KEY = 'first-admin-registered';

export function createUserRepo(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(appUser).where(eq(appUser.id, id)).limit(1);
      return row;
    },

    /**
     * An account that is not closed (active or banned) by what the sign-in field holds: a mobile
     * number, an e-mail address (with @) or else a username (names compare without case). Only
     * one column is asked, so one person's username can never answer for another's number.
     */
    async findByLogin(account: string): Promise<UserRow | undefined> {
      const lower = account.toLowerCase();
      const matches = MOBILE_PATTERN.test(account)
        ? eq(appUser.mobile, account)
        : account.includes('@')
          ? sql`lower(${appUser.email}) = ${lower}`
          : sql`lower(${appUser.username}) = ${lower}`;
      const [row] = await db
        .select()
        .from(appUser)
        .where(and(ne(appUser.status, 'closed'), matches))
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

    /** The account holding an e-mail address (compared without case), unless closed. */
    async findOpenByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(appUser)
        .where(and(sql`lower(${appUser.email}) = ${email.toLowerCase()}`, ne(appUser.status, 'closed')))
        .limit(1);
      return row;
    },

    /** Sets a new password and revokes every earlier token in the same statement. */
    async resetPassword(id: string, passwordHash: string): Promise<void> {
      await db
        .update(appUser)
        .set({ passwordHash, tokenVersion: sql`${appUser.tokenVersion} + 1` })
        .where(eq(appUser.id, id));
    },

    /**
     * Creates the administrator only while none exists. The marker row's primary key makes
     * racing requests (PGlite or PostgreSQL) agree on one winner; a failed insert rolls it back.
     */
    async insertFirstAdmin(
      values: typeof appUser.$inferInsert,
      onRegistered: RegistrationHook,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .insert(appSetting)
          .values({ key: ADMIN_MARKER_KEY, value: { at: new Date().toISOString() } })
          .onConflictDoNothing()
          .returning({ key: appSetting.key });
        if (claimed.length === 0) return undefined;
        const [existing] = await tx
          .select({ id: appUser.id })
          .from(appUser)
          .where(and(sql`'admin' = any(${appUser.role})`, ne(appUser.status, 'closed')))
          .limit(1);
        if (existing) return undefined;
        const [row] = await tx
          .insert(appUser)
          .values({ ...values, role: ['admin'] })
          .returning();
        await onRegistered(row!, tx);
        return row!;
      });
    },

    async findByInviteCode(code: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(appUser).where(eq(appUser.inviteCode, code)).limit(1);
      return row;
    },

    /** Stores a new account and runs `onRegistered` in the same transaction. */
    async insert(values: typeof appUser.$inferInsert, onRegistered: RegistrationHook): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(appUser).values(values).returning();
        await onRegistered(row!, tx);
        return row!;
      });
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
