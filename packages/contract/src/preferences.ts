import { z } from 'zod';
import { DECK_IDS } from './decks';
import { endpoint } from './endpoint';
import { ASTRO_SIGNS } from './zodiac-signs';

/** The app's interface languages (the web's `LANGUAGES` holds the same list, in menu order). */
export const UI_LANGUAGES = ['zh-Hans', 'zh-Hant', 'en', 'ja', 'ko', 'fr', 'es', 'de', 'pt', 'ru', 'it'] as const;

/** A time of day on the Asia/Shanghai clock, `HH:MM`. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/** Settings kept with the account rather than on one device. */
export const userPreferences = z
  .object({
    pushEnabled: z.boolean().describe('Whether push notifications may be sent to this member at all'),
    pushReply: z.boolean().describe('Notify when feedback is answered'),
    pushDailyTarotTime: timeOfDay.nullable().describe('When to send the daily tarot reminder (HH:MM); null: never'),
    pushCheckInReminder: z.boolean().describe('Remind the member to check in'),
    pushHoroscopeTime: timeOfDay
      .nullable()
      .describe("When to send the day's horoscope for `horoscopeSign` (HH:MM); null: never"),
    horoscopeSign: z
      .enum(ASTRO_SIGNS)
      .nullable()
      .describe("The member's sign, the daily horoscope and today's sky are read for; null: not chosen"),
    pushSkyNotices: z
      .boolean()
      .describe("Notices of the day's sky: the Moon void of course, a planet turning retrograde or direct"),
    language: z.enum(UI_LANGUAGES).nullable().describe('The language of notifications; null: the default'),
    deck: z.enum(DECK_IDS).nullable().describe('The card deck the member chose in settings; null: the default deck'),
  })
  .meta({ id: 'UserPreferences' });

export const updatePreferencesBody = userPreferences.partial().meta({ id: 'UpdatePreferences' });

export type UiLanguage = (typeof UI_LANGUAGES)[number];
export type UserPreferences = z.infer<typeof userPreferences>;
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBody>;

export const getPreferences = endpoint({
  method: 'GET',
  path: '/api/user/preferences',
  tags: ['user'],
  summary: 'My account-wide preferences',
  response: userPreferences,
  errors: [400, 401, 403],
});

export const updatePreferences = endpoint({
  method: 'PUT',
  path: '/api/user/preferences',
  tags: ['user'],
  summary: 'Change my preferences (only the fields sent)',
  body: updatePreferencesBody,
  response: userPreferences,
  errors: [400, 401, 403],
});
