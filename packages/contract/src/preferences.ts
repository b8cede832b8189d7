import { z } from 'zod';

/** Settings kept with the account rather than on one device. */
export const userPreferences = z
  .object({ pushEnabled: z.boolean().describe('Whether push notifications may be sent to this member') })
  .meta({ id: 'UserPreferences' });

export const updatePreferencesBody = userPreferences.partial().meta({ id: 'UpdatePreferences' });

export type UserPreferences = z.infer<typeof userPreferences>;
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBody>;
