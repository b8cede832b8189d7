import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AccessRuleBody } from '@tarot/contract/access';
import type { Database } from '../../db/client';
import { apiKey, apiKeyUsage, clientAccessRule } from '../../db/schema';

export type ApiKeyRow = typeof apiKey.$inferSelect;
export type NewApiKey = Pick<typeof apiKey.$inferInsert, 'name' | 'secretHash' | 'prefix' | 'dailyQuota' | 'perMinute'>;

export interface KeyLimits {
  readonly dailyQuota: number;
  readonly perMinute: number;
}

/** The client access list, API keys and their counters. */
export function createAccessRepo(db: Database) {
  return {
    listRules: () => db.select().from(clientAccessRule).orderBy(clientAccessRule.routeGroup, clientAccessRule.clientId),

    /** Adding a rule that exists already answers the existing one. */
    async insertRule(rule: AccessRuleBody) {
      await db.insert(clientAccessRule).values(rule).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(clientAccessRule)
        .where(
          and(
            eq(clientAccessRule.routeGroup, rule.routeGroup),
            eq(clientAccessRule.clientId, rule.clientId),
            eq(clientAccessRule.platform, rule.platform),
          ),
        );
      return row!;
    },

    async deleteRule(id: string): Promise<boolean> {
      const deleted = await db
        .delete(clientAccessRule)
        .where(eq(clientAccessRule.id, id))
        .returning({ id: clientAccessRule.id });
      return deleted.length > 0;
    },

    /** Keys newest first, each with the calls it made on `day`. */
    listKeys: (day: string) =>
      db
        .select({ key: apiKey, usedToday: sql<number>`coalesce(${apiKeyUsage.used}, 0)::int` })
        .from(apiKey)
        .leftJoin(apiKeyUsage, and(eq(apiKeyUsage.keyId, apiKey.id), eq(apiKeyUsage.day, day)))
        .orderBy(desc(apiKey.createdAt)),

    async insertKey(key: NewApiKey): Promise<ApiKeyRow> {
      const [row] = await db.insert(apiKey).values(key).returning();
      return row!;
    },

    async revokeKey(id: string, at: Date): Promise<ApiKeyRow | undefined> {
      await db
        .update(apiKey)
        .set({ revokedAt: at })
        .where(and(eq(apiKey.id, id), isNull(apiKey.revokedAt)));
      const [row] = await db.select().from(apiKey).where(eq(apiKey.id, id));
      return row;
    },

    async activeKeyByHash(secretHash: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(apiKey)
        .where(and(eq(apiKey.secretHash, secretHash), isNull(apiKey.revokedAt)));
      return row;
    },

    /**
     * Counts one call on the key's day and minute, or refuses when either limit is reached:
     * one conditional upsert, so a burst of parallel calls lets exactly the allowed ones
     * through (the conflicting row's lock orders them). False when refused.
     */
    async consumeCall(keyId: string, day: string, minute: string, limits: KeyLimits): Promise<boolean> {
      const counted = await db
        .insert(apiKeyUsage)
        .values({ keyId, day, used: 1, minute, minuteUsed: 1 })
        .onConflictDoUpdate({
          target: [apiKeyUsage.keyId, apiKeyUsage.day],
          set: {
            used: sql`${apiKeyUsage.used} + 1`,
            minute: sql`excluded.minute`,
            minuteUsed: sql`case when ${apiKeyUsage.minute} = excluded.minute then ${apiKeyUsage.minuteUsed} + 1 else 1 end`,
          },
          setWhere: sql`${apiKeyUsage.used} < ${limits.dailyQuota}
            and (${apiKeyUsage.minute} <> excluded.minute or ${apiKeyUsage.minuteUsed} < ${limits.perMinute})`,
        })
        .returning({ used: apiKeyUsage.used });
      return counted.length > 0;
    },

    async usedOn(keyId: string, day: string): Promise<number> {
      const [row] = await db
        .select({ used: apiKeyUsage.used })
        .from(apiKeyUsage)
        .where(and(eq(apiKeyUsage.keyId, keyId), eq(apiKeyUsage.day, day)));
      return row?.used ?? 0;
    },
  };
}

export type AccessRepo = ReturnType<typeof createAccessRepo>;
