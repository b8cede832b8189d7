import { z } from 'zod';
import { endpoint } from './endpoint';
import { CLIENT_PLATFORMS, EVENT_NAME, USAGE_DEVICE_ID, USAGE_RULES } from './usage-rules';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD, Asia/Shanghai');

/** How long before the batch was sent the event happened: the server's clock dates it, not the device's. */
const ago = z.number().int().min(0).max(USAGE_RULES.maxAgeMs);
const session = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

const propValue = z.union([z.string().max(255), z.number().finite(), z.boolean()]);

export const pageViewEvent = z.object({
  type: z.literal('pageview'),
  path: z
    .string()
    .max(USAGE_RULES.pathMax)
    .regex(/^\/[^?#\s]*$/, 'a route path without query'),
  session,
  ago,
});

export const namedEvent = z.object({
  type: z.literal('event'),
  name: z.string().max(USAGE_RULES.eventNameMax).regex(EVENT_NAME),
  props: z
    .record(z.string().max(64), propValue)
    .refine((props) => Object.keys(props).length <= 20, 'at most 20 properties')
    .optional(),
  session,
  ago,
});

/** One collected event; the server checks each on its own and drops the bad ones. */
export const usageEvent = z.discriminatedUnion('type', [pageViewEvent, namedEvent]);

/**
 * A batch from one device. The envelope must be valid; its events are checked one by one,
 * so one bad event never costs the rest.
 */
export const usageReportBody = z
  .object({
    device: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/)
      .describe(
        'The id POST /api/stat/device issued, kept in local storage. A batch under an id the server did not sign is dropped whole',
      ),
    lang: z
      .string()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
      .max(16),
    platform: z.enum(CLIENT_PLATFORMS),
    version: z.string().max(32),
    events: z.array(z.unknown()).max(USAGE_RULES.batchMaxEvents),
  })
  .meta({ id: 'UsageReport' });

export const usageReportAnswer = z
  .object({
    ret: z.literal(0),
    accepted: z.number().int(),
    dropped: z.number().int(),
    unknownDevice: z.boolean().describe('The device id was not issued by this server: forget it and ask for a new one'),
  })
  .meta({ id: 'UsageReportAnswer' });

export const usageDeviceAnswer = z
  .object({
    ret: z.literal(0),
    device: z.string().regex(USAGE_DEVICE_ID).describe('Signed; its first part is the day it was issued'),
  })
  .meta({ id: 'UsageDevice' });

export const usageConfig = z.object({ ret: z.literal(0), enable: z.boolean() }).meta({ id: 'UsageConfig' });

export const usageQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

const rate = z
  .number()
  .min(0)
  .max(1)
  .nullable()
  .describe('Share of the cohort back that day; null until the day comes');

export const usageSummary = z
  .object({
    days: z
      .array(
        z.object({
          date: day,
          visitors: z.number().int(),
          newVisitors: z.number().int(),
          sessions: z.number().int(),
          pageViews: z.number().int(),
          avgSessionSeconds: z.number().int(),
        }),
      )
      .describe('Oldest first, one entry for every day, today last'),
    pages: z.array(z.object({ path: z.string(), views: z.number().int(), visitors: z.number().int() })),
    events: z.array(z.object({ name: z.string(), count: z.number().int() })),
    languages: z.array(z.object({ lang: z.string(), visitors: z.number().int() })),
    platforms: z.array(z.object({ platform: z.string(), visitors: z.number().int() })),
    retention: z.array(z.object({ date: day, cohort: z.number().int(), day1: rate, day7: rate })),
  })
  .meta({ id: 'UsageSummary' });

export type UsageEvent = z.infer<typeof usageEvent>;
export type UsageReportBody = z.infer<typeof usageReportBody>;
export type UsageSummary = z.infer<typeof usageSummary>;

export const getUsageConfig = endpoint({
  method: 'GET',
  path: '/api/stat/config',
  tags: ['usage'],
  summary: 'Whether the client should collect usage statistics',
  response: usageConfig,
  errors: [],
});

export const issueUsageDevice = endpoint({
  method: 'POST',
  path: '/api/stat/device',
  tags: ['usage'],
  summary: "A new signed device id for usage statistics; its issue day is the device's first-seen day",
  description: 'Asked once per browser. Limited to 60 new ids per address in ten minutes (the `devices` rate limit).',
  response: usageDeviceAnswer,
  errors: [403, 429],
});

export const reportUsage = endpoint({
  method: 'POST',
  path: '/api/stat/report',
  tags: ['usage'],
  summary: 'A batch of page views and events (JSON, or JSON as text/plain from sendBeacon)',
  description:
    'At most 100 events and 64 KB. Invalid events are dropped and counted; the rest are stored without the address. A batch whose device id the server did not issue is dropped whole (`unknownDevice`).',
  consumes: ['application/json', 'text/plain'],
  body: usageReportBody,
  response: usageReportAnswer,
  errors: [400, 403, 413, 415, 429],
});

export const getUsageSummary = endpoint({
  method: 'GET',
  path: '/api/admin/usage',
  tags: ['admin'],
  summary: 'Visitors, sessions, page views, pages, events, languages, platforms and retention per Asia/Shanghai day',
  query: usageQuery,
  response: usageSummary,
  errors: [400, 401, 403],
});
