import type { UpdatePreferencesBody, UserPreferences } from '@tarot/contract/preferences';
import { AppError } from '../../errors';
import type { UserRepo } from '../accounts';

/** The member's account-wide settings, kept on their account row. */
export function createPreferencesService(users: Pick<UserRepo, 'preferences' | 'setPreferences'>) {
  // The guard has just found the account; a missing row means it vanished in between.
  const found = (value: UserPreferences | undefined): UserPreferences => {
    if (!value) throw new AppError('uni-id-check-token-failed');
    return value;
  };

  return {
    async get(userId: string): Promise<UserPreferences> {
      return found(await users.preferences(userId));
    },
    /** Only the fields sent change; an empty change answers what is stored. */
    async update(userId: string, changes: UpdatePreferencesBody): Promise<UserPreferences> {
      if (Object.keys(changes).length === 0) return found(await users.preferences(userId));
      return found(await users.setPreferences(userId, changes));
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
