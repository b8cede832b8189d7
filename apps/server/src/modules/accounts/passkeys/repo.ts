import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { passkey } from '../../../db/schema';

export type PasskeyRow = typeof passkey.$inferSelect;

export function createPasskeyRepo(db: Database) {
  return {
    async insert(values: typeof passkey.$inferInsert): Promise<PasskeyRow> {
      const [row] = await db.insert(passkey).values(values).returning();
      return row!;
    },
    async findById(id: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkey).where(eq(passkey.id, id)).limit(1);
      return row;
    },
    async listOfUser(userId: string): Promise<PasskeyRow[]> {
      return db.select().from(passkey).where(eq(passkey.userId, userId)).orderBy(asc(passkey.createdAt));
    },
    async setCounter(id: string, counter: number): Promise<void> {
      await db.update(passkey).set({ counter }).where(eq(passkey.id, id));
    },
    async deleteOwn(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(passkey)
        .where(and(eq(passkey.id, id), eq(passkey.userId, userId)))
        .returning({ id: passkey.id });
      return deleted.length > 0;
    },
  };
}

export type PasskeyRepo = ReturnType<typeof createPasskeyRepo>;
