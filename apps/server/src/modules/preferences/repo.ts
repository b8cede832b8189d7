import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appUser } from '../../db/schema';
import type { UpdatePreferencesBody, UserPreferences } from '@tarot/contract/preferences';

/** Preferences live on the account row, so they follow the member to every device. */
export function createPreferencesRepo(db: Database) {
  const columns = { pushEnabled: appUser.pushEnabled };
  return {
    async get(userId: string): Promise<UserPreferences | undefined> {
      const [row] = await db.select(columns).from(appUser).where(eq(appUser.id, userId)).limit(1);
      return row;
    },
    async update(userId: string, changes: UpdatePreferencesBody): Promise<UserPreferences | undefined> {
      const [row] = await db.update(appUser).set(changes).where(eq(appUser.id, userId)).returning(columns);
      return row;
    },
  };
}

export type PreferencesRepo = ReturnType<typeof createPreferencesRepo>;
