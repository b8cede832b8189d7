import { z } from 'zod';
import { endpoint } from './endpoint';
import { text } from './text';
import { CLIENT_PLATFORMS } from './usage-rules';

/**
 * Client access control (spec §6 "Invalid client", 20101): an optional list of which client
 * ids and platforms may call which route groups, and API keys for the public calendar API.
 */
export const ACCESS_RULES = {
  /** A route group is a path prefix of one or two segments: `/api/auth`, `/api/v1`, `/api/admin/users`. */
  routeGroup: /^\/api(\/[a-z0-9-]+){1,2}$/,
  clientId: /^[a-z0-9][a-z0-9._-]{0,63}$/,
  keyNameMax: 80,
  dailyQuotaMax: 10_000_000,
  perMinuteMax: 100_000,
} as const;

/** The groups the console suggests; any prefix of the same form is accepted. */
export const SUGGESTED_ROUTE_GROUPS = ['/api/auth', '/api/user', '/api/v1', '/api/readings', '/api/stat'] as const;

export const ANY_PLATFORM = '*';

const isoTime = z.iso.datetime({ offset: true });
const idParams = z.object({ id: z.uuid() });

export const accessRuleBody = z
  .object({
    routeGroup: z.string().regex(ACCESS_RULES.routeGroup),
    clientId: z.string().regex(ACCESS_RULES.clientId),
    platform: z.enum([ANY_PLATFORM, ...CLIENT_PLATFORMS]),
  })
  .meta({ id: 'AccessRuleBody' });

export const accessRule = accessRuleBody.extend({ id: z.uuid(), createdAt: isoTime }).meta({ id: 'AccessRule' });

export const accessRuleList = z.object({ rules: z.array(accessRule) }).meta({ id: 'AccessRuleList' });

export const apiKeyBody = z
  .object({
    name: text().trim().min(1).max(ACCESS_RULES.keyNameMax),
    dailyQuota: z.number().int().min(1).max(ACCESS_RULES.dailyQuotaMax),
    perMinute: z.number().int().min(1).max(ACCESS_RULES.perMinuteMax),
  })
  .meta({ id: 'ApiKeyBody' });

export const apiKey = apiKeyBody
  .extend({
    id: z.uuid(),
    prefix: z.string().describe('The first characters of the key, to tell keys apart'),
    usedToday: z.number().int(),
    createdAt: isoTime,
    revokedAt: isoTime.nullable(),
  })
  .meta({ id: 'ApiKey' });

export const apiKeyList = z.object({ keys: z.array(apiKey) }).meta({ id: 'ApiKeyList' });

export const issuedApiKey = z
  .object({ key: apiKey, secret: z.string().describe('Shown once; only its SHA-256 digest is stored') })
  .meta({ id: 'IssuedApiKey' });

export type AccessRule = z.infer<typeof accessRule>;
export type AccessRuleBody = z.infer<typeof accessRuleBody>;
export type ApiKey = z.infer<typeof apiKey>;
export type ApiKeyBody = z.infer<typeof apiKeyBody>;

export const listAccessRules = endpoint({
  method: 'GET',
  path: '/api/admin/access/rules',
  tags: ['admin'],
  summary: 'The client access list; empty means every client may call everything',
  response: accessRuleList,
  errors: [401, 403],
});

export const addAccessRule = endpoint({
  method: 'POST',
  path: '/api/admin/access/rules',
  tags: ['admin'],
  summary: 'Allow a client id (on one platform or all) to call a route group',
  body: accessRuleBody,
  response: accessRule,
  errors: [400, 401, 403],
});

export const deleteAccessRule = endpoint({
  method: 'DELETE',
  path: '/api/admin/access/rules/:id',
  tags: ['admin'],
  summary: 'Remove an access rule',
  params: idParams,
  response: z.object({ ok: z.literal(true) }),
  errors: [401, 403, 404],
});

export const listApiKeys = endpoint({
  method: 'GET',
  path: '/api/admin/access/keys',
  tags: ['admin'],
  summary: 'API keys of the public calendar API, newest first',
  response: apiKeyList,
  errors: [401, 403],
});

export const issueApiKey = endpoint({
  method: 'POST',
  path: '/api/admin/access/keys',
  tags: ['admin'],
  summary: 'Issue an API key; its secret is in this answer only',
  body: apiKeyBody,
  response: issuedApiKey,
  errors: [400, 401, 403],
});

export const revokeApiKey = endpoint({
  method: 'POST',
  path: '/api/admin/access/keys/:id/revoke',
  tags: ['admin'],
  summary: 'Revoke an API key at once',
  params: idParams,
  response: apiKey,
  errors: [401, 403, 404],
});
