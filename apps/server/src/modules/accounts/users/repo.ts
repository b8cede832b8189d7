import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { MOBILE_PATTERN } from '@tarot/contract/phone-rules';
import { normalizeInviteCode } from '@tarot/contract/invite';
import type { UpdatePreferencesBody, UserPreferences } from '@tarot/contract/preferences';
import type { Database, Transaction } from '../../../db/client';
import { containsPattern, offsetOf, type PageOf } from '../../../db/paging';
import { appSetting, appUser, linkedIdentity, savedChart } from '../../../db/schema';

export type UserRow = typeof appUser.$inferSelect;

/**
 * Work that belongs to storing a new account (an inviter's points): it runs in the same
 * transaction, so the account and its consequences are stored together or not at all.
 */
export type RegistrationHook = (user: UserRow, tx: Transaction) => Promise<void>;

/** Closed accounts have released their personal data: no sign-in, search or change finds them. */
const isOpen = ne(appUser.status, 'closed');

const preferenceColumns = {
  pushEnabled: appUser.pushEnabled,
  pushReply: appUser.pushReply,
  pushDailyTarotTime: appUser.pushDailyTarotTime,
  pushCheckInReminder: appUser.pushCheckInReminder,
  pushHoroscopeTime: appUser.pushHoroscopeTime,
  horoscopeSign: appUser.horoscopeSign,
  pushSkyNotices: appUser.pushSkyNotices,
  language: appUser.language,
  deck: appUser.deck,
};

/** The marker row that makes "the first administrator" a single, atomic event. */
const ADMIN_MARKER_KEY = 'first-admin-registered';

/**
 * The one repository of accounts (`app_user`): sign-in lookups, registration, what members
 * change on their own row (profile, password, preferences, avatar) and what operators search
 * and change. Auth, the member centre, passkeys, preferences, files and the admin console
 * share it; only the points ledger also writes the row, keeping `score` as its balance.
 */
export function createUserRepo(db: Database) {
  const update = async (id: string, values: PgUpdateSetSource<typeof appUser>): Promise<UserRow> => {
    const [row] = await db.update(appUser).set(values).where(eq(appUser.id, id)).returning();
    return row!;
  };

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
      const [row] = await db.select().from(appUser).where(and(isOpen, matches)).limit(1);
      return row;
    },

    /** The account holding a mobile number, unless closed (banned accounts keep theirs). */
    async findOpenByMobile(mobile: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(appUser)
        .where(and(eq(appUser.mobile, mobile), isOpen))
        .limit(1);
      return row;
    },

    /** The account holding an e-mail address (compared without case), unless closed. */
    async findOpenByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(appUser)
        .where(and(sql`lower(${appUser.email}) = ${email.toLowerCase()}`, isOpen))
        .limit(1);
      return row;
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
          .where(and(sql`'admin' = any(${appUser.role})`, isOpen))
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

    /** Matched on the normalised form (upper case, no dashes), which its unique index covers. */
    async findByInviteCode(code: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(appUser)
        .where(sql`upper(${appUser.inviteCode}) = ${normalizeInviteCode(code)}`)
        .limit(1);
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

    setNickname: (id: string, nickname: string) => update(id, { nickname }),

    setMobile: (id: string, mobile: string) => update(id, { mobile }),

    /** A new password, in the caller's transaction when it ends sessions along with it. */
    async setPassword(id: string, passwordHash: string, tx: Transaction | Database = db): Promise<UserRow> {
      const [row] = await tx.update(appUser).set({ passwordHash }).where(eq(appUser.id, id)).returning();
      return row!;
    },

    setRealName: (
      id: string,
      values: { realName: string; idNumberHash: string; idNumberMasked: string; verifiedAt: Date },
    ) =>
      update(id, {
        realName: values.realName,
        idNumberHash: values.idNumberHash,
        idNumberMasked: values.idNumberMasked,
        realNameVerifiedAt: values.verifiedAt,
      }),

    /** How many open (active or banned) accounts other than `id` hold the administrator role. */
    async otherAdministrators(id: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(appUser)
        .where(and(ne(appUser.id, id), isOpen, sql`'admin' = any(${appUser.role})`));
      return row?.count ?? 0;
    },

    /**
     * Closes the account: sign-in names and linked third-party identities released for others,
     * personal data removed (the saved charts with it: they hold births, often other people's),
     * every token revoked. The row stays (readings, points and invitations refer to it).
     */
    close: (id: string, placeholderNickname: string) =>
      db.transaction(async (tx) => {
        await tx.delete(linkedIdentity).where(eq(linkedIdentity.userId, id));
        await tx.delete(savedChart).where(eq(savedChart.userId, id));
        const [row] = await tx
          .update(appUser)
          .set({
            status: 'closed',
            username: null,
            mobile: null,
            email: null,
            avatar: null,
            passwordHash: null,
            nickname: placeholderNickname,
            pushEnabled: false,
            realName: null,
            idNumberHash: null,
            idNumberMasked: null,
            realNameVerifiedAt: null,
            tokenVersion: sql`${appUser.tokenVersion} + 1`,
          })
          .where(eq(appUser.id, id))
          .returning();
        return row!;
      }),

    /** Open accounts whose username, nickname, phone number or e-mail contains `query`, newest first. */
    async search(query: string, page: number, pageSize: number): Promise<PageOf<UserRow>> {
      const pattern = containsPattern(query);
      const matches = query
        ? or(
            sql`${appUser.username} ilike ${pattern} escape '\\'`,
            sql`${appUser.nickname} ilike ${pattern} escape '\\'`,
            sql`${appUser.mobile} ilike ${pattern} escape '\\'`,
            sql`${appUser.email} ilike ${pattern} escape '\\'`,
          )
        : undefined;
      const where = and(isOpen, matches);
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
    /**
     * A ban refuses the account everywhere at once (the guard reads the status on every
     * request, and answers with the "banned" message). Lifting it bumps the token version,
     * so the sessions from before the ban never come back: the member signs in again.
     */
    async setBanned(id: string, banned: boolean): Promise<UserRow | undefined> {
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
        .where(and(eq(appUser.id, id), isOpen))
        .returning();
      return row;
    },
    /** Adds or removes `admin` in one statement, so two racing changes cannot lose each other's role. */
    async setAdmin(id: string, admin: boolean): Promise<UserRow | undefined> {
      const role = admin
        ? sql`case when 'admin' = any(${appUser.role}) then ${appUser.role} else array_append(${appUser.role}, 'admin') end`
        : sql`case when array_remove(${appUser.role}, 'admin') = '{}' then '{user}'::text[] else array_remove(${appUser.role}, 'admin') end`;
      const [row] = await db
        .update(appUser)
        .set({ role })
        .where(and(eq(appUser.id, id), isOpen))
        .returning();
      return row;
    },

    /** Preferences live on the account row, so they follow the member to every device. */
    async preferences(id: string): Promise<UserPreferences | undefined> {
      const [row] = await db.select(preferenceColumns).from(appUser).where(eq(appUser.id, id)).limit(1);
      return row;
    },

    async setPreferences(id: string, changes: UpdatePreferencesBody): Promise<UserPreferences | undefined> {
      const [row] = await db.update(appUser).set(changes).where(eq(appUser.id, id)).returning(preferenceColumns);
      return row;
    },

    /** Whether this URL is the owner's current avatar: the one thing that makes a file public. */
    async isOwnersAvatar(ownerId: string, url: string): Promise<boolean> {
      const [row] = await db
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(eq(appUser.id, ownerId), eq(appUser.avatar, url)))
        .limit(1);
      return row !== undefined;
    },
    async setAvatar(userId: string, url: string | null): Promise<UserRow | undefined> {
      const [row] = await db.update(appUser).set({ avatar: url }).where(eq(appUser.id, userId)).returning();
      return row;
    },
    /** Clears the avatar of whoever still shows this URL (its file is being deleted). */
    async clearAvatar(url: string): Promise<void> {
      await db.update(appUser).set({ avatar: null }).where(eq(appUser.avatar, url));
    },
  };
}

export type UserRepo = ReturnType<typeof createUserRepo>;
