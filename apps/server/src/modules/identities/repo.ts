import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ThirdPartyProvider } from '@tarot/contract/app-config';
import type { Database, Transaction } from '../../db/client';
import { appUser, linkedIdentity, passkey } from '../../db/schema';

export type LinkedIdentityRow = typeof linkedIdentity.$inferSelect;
export type NewIdentity = Pick<LinkedIdentityRow, 'provider' | 'subject' | 'unionid' | 'userId'>;

/** The identities linked to accounts (`linked_identity`); the only SQL of third-party sign-in. */
export function createIdentityRepo(db: Database) {
  return {
    async findBySubject(provider: ThirdPartyProvider, subject: string): Promise<LinkedIdentityRow | undefined> {
      const [row] = await db
        .select()
        .from(linkedIdentity)
        .where(and(eq(linkedIdentity.provider, provider), eq(linkedIdentity.subject, subject)))
        .limit(1);
      return row;
    },

    async findByUnionid(provider: ThirdPartyProvider, unionid: string): Promise<LinkedIdentityRow | undefined> {
      const [row] = await db
        .select()
        .from(linkedIdentity)
        .where(and(eq(linkedIdentity.provider, provider), eq(linkedIdentity.unionid, unionid)))
        .orderBy(asc(linkedIdentity.createdAt))
        .limit(1);
      return row;
    },

    /** Links an identity; in `tx` when it comes with a new account. A taken subject is a unique violation. */
    async insert(values: NewIdentity, tx: Transaction | Database = db): Promise<void> {
      await tx.insert(linkedIdentity).values(values);
    },

    /** Notes the unionid of an identity first seen without one (QQ grants it later, WeChat once bound). */
    async setUnionid(provider: ThirdPartyProvider, subject: string, unionid: string): Promise<void> {
      await db
        .update(linkedIdentity)
        .set({ unionid })
        .where(
          and(
            eq(linkedIdentity.provider, provider),
            eq(linkedIdentity.subject, subject),
            isNull(linkedIdentity.unionid),
          ),
        );
    },

    /** The member's linked providers, each with when it was first linked. */
    async listOf(userId: string): Promise<{ provider: ThirdPartyProvider; linkedAt: Date }[]> {
      return db
        .select({
          provider: linkedIdentity.provider,
          linkedAt: sql<Date>`min(${linkedIdentity.createdAt})`.mapWith((value: string | Date) => new Date(value)),
        })
        .from(linkedIdentity)
        .where(eq(linkedIdentity.userId, userId))
        .groupBy(linkedIdentity.provider)
        .orderBy(sql`min(${linkedIdentity.createdAt})`);
    },

    /**
     * Unlinks every identity of `provider` from the member, unless nothing else would sign
     * in to the account: no password, no mobile number, no other provider, no passkey. The
     * account row is locked first, so two unlinks at once cannot each leave the other as the
     * last way in; the delete then sees what the other committed.
     */
    async unlink(userId: string, provider: ThirdPartyProvider): Promise<'unlinked' | 'not-linked' | 'last'> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ passwordHash: appUser.passwordHash, mobile: appUser.mobile })
          .from(appUser)
          .where(eq(appUser.id, userId))
          .for('update');
        const removed = await tx
          .delete(linkedIdentity)
          .where(
            and(
              eq(linkedIdentity.userId, userId),
              eq(linkedIdentity.provider, provider),
              sql`(${Boolean(account?.passwordHash || account?.mobile)}
                or exists (select 1 from ${linkedIdentity} other
                  where other.user_id = ${userId} and other.provider <> ${provider})
                or exists (select 1 from ${passkey} where ${passkey.userId} = ${userId}))`,
            ),
          )
          .returning({ subject: linkedIdentity.subject });
        if (removed.length > 0) return 'unlinked';
        const [still] = await tx
          .select({ subject: linkedIdentity.subject })
          .from(linkedIdentity)
          .where(and(eq(linkedIdentity.userId, userId), eq(linkedIdentity.provider, provider)))
          .limit(1);
        return still ? 'last' : 'not-linked';
      });
    },
  };
}

export type IdentityRepo = ReturnType<typeof createIdentityRepo>;
