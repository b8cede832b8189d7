/**
 * Usage statistics (spec §9 "Statistics"): the numbers the web collector and the server share,
 * free of zod so the collector stays small.
 */
export const USAGE_RULES = {
  /** The collector sends what it has gathered this often. */
  reportIntervalMs: 10_000,
  /** A new session starts after this long without activity. */
  sessionTimeoutMs: 300_000,
  /** A page view shown longer than this ends; the next activity counts a fresh view. */
  pageTimeoutMs: 1_800_000,
  /** The collector asks again whether statistics are on after this long. */
  configRecheckMs: 86_400_000,
  eventNameMax: 255,
  pathMax: 255,
  batchMaxEvents: 100,
  batchMaxBytes: 64 * 1024,
  /** An event may be reported at most this long after it happened (a tab asleep overnight is dropped). */
  maxAgeMs: 86_400_000,
} as const;

/**
 * A usage-statistics device id as the server issues it: the Asia/Shanghai day of issue
 * (YYYYMMDD), a random part and the server's signature. Reports under any other id are dropped.
 */
export const USAGE_DEVICE_ID = /^(\d{8})-([A-Za-z0-9_-]{16})-([A-Za-z0-9_-]{22})$/;

/** `web` in a browser tab, `pwa` when installed to the home screen (display-mode standalone). */
export const CLIENT_PLATFORMS = ['web', 'pwa'] as const;
export type ClientPlatform = (typeof CLIENT_PLATFORMS)[number];

/** What our own web client calls itself in `X-Client-Id`. */
export const WEB_CLIENT_ID = 'tarot-web';

/** Event names: a letter or digit first, then letters, digits, `_ . : -`. */
export const EVENT_NAME = /^[A-Za-z0-9][\w.:-]*$/;

export const isEventName = (name: string): boolean => name.length <= USAGE_RULES.eventNameMax && EVENT_NAME.test(name);

/** Dashboard ranges the console offers. */
export const USAGE_RANGES = [7, 30, 90] as const;
