import { z } from 'zod';
import { endpoint } from './endpoint';
import { UI_LANGUAGES } from './preferences';
import { text } from './text';

/** An administrator's push message to every member, or to the members of one language. */
export const BROADCAST_RULES = { titleMax: 40, bodyMax: 200, urlMax: 500, listSize: 30 } as const;

/**
 * Where tapping the message leads: a route inside the app (`#/jinripaizhen`) or an https page.
 * Anything else (another scheme, a bare path, white space) is refused.
 */
export function isBroadcastLink(value: string): boolean {
  if (/\s|\\/.test(value)) return false;
  if (value.startsWith('#/')) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export const broadcastBody = z
  .object({
    title: text().trim().min(1).max(BROADCAST_RULES.titleMax),
    body: text().trim().min(1).max(BROADCAST_RULES.bodyMax),
    url: text().trim().max(BROADCAST_RULES.urlMax).refine(isBroadcastLink, 'An in-app route (#/…) or an https address'),
    language: z
      .enum(UI_LANGUAGES)
      .optional()
      .describe('Only members who read the app in this language; absent: everyone'),
  })
  .meta({ id: 'BroadcastBody' });

export const broadcastCreated = z
  .object({
    broadcastId: z.uuid(),
    recipients: z.number().int().describe('Members the message is being sent to'),
  })
  .meta({ id: 'BroadcastCreated' });

export const broadcastFigures = z
  .object({
    id: z.uuid(),
    title: z.string(),
    language: z.enum(UI_LANGUAGES).nullable().describe('null: sent to everyone'),
    createdAt: z.string().describe('ISO 8601'),
    recipients: z.number().int(),
    sent: z.number().int().describe('Messages stored for members so far'),
    delivered: z.number().int().describe('Messages a device acknowledged'),
    opened: z.number().int().describe('Messages a member opened'),
  })
  .meta({ id: 'BroadcastFigures' });

export const broadcastList = z.object({ items: z.array(broadcastFigures).readonly() }).meta({ id: 'BroadcastList' });

export type BroadcastBody = z.infer<typeof broadcastBody>;
export type BroadcastCreated = z.infer<typeof broadcastCreated>;
export type BroadcastFigures = z.infer<typeof broadcastFigures>;

export const createBroadcast = endpoint({
  method: 'POST',
  path: '/api/admin/broadcasts',
  tags: ['admin'],
  summary: 'Send a push message to every member or to one language (delivered in the background)',
  body: broadcastBody,
  response: broadcastCreated,
  errors: [400, 401, 403],
});

export const listBroadcasts = endpoint({
  method: 'GET',
  path: '/api/admin/broadcasts',
  tags: ['admin'],
  summary: 'Recent broadcasts, newest first, with how many were sent, delivered and opened',
  response: broadcastList,
  errors: [401, 403],
});
