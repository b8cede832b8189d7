/**
 * The general rate limits, in one place. The server counts every request against one group:
 * the group its route is named in below, else `default`. A group's count is shared by all of
 * its routes, for one caller, over a fixed window that starts at the caller's first request.
 *
 * The caller is the address (IPv6 by its /64, which one subscriber holds whole), or, on a group
 * with `perMember`, a signed-in member by account when the request carries a valid login token.
 * Members get their own budget because many people share one address behind a carrier's or an
 * office's NAT; registration and login stay per address whatever token is sent, since what
 * they guard against (mass sign-ups, password spraying) needs no account.
 */
export interface RateLimitGroup {
  /** Length of the counting window. */
  readonly windowSeconds: number;
  /** Requests one address may make in a window. */
  readonly perAddress: number;
  /** Requests one signed-in member may make in a window; absent: members are counted by address too. */
  readonly perMember?: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMIT_GROUPS = {
  /**
   * Everything else. Opening a page makes a handful of calls, so 300 a minute lets a household
   * or a small office behind one address browse freely; a member alone gets 600 (ten a second)
   * for the busiest screens, the admin console among them.
   */
  default: { windowSeconds: MINUTE, perAddress: 300, perMember: 600 },
  /** A person registers once; ten an hour leaves room for a family on one network (one address made 300 in 5 s). */
  register: { windowSeconds: HOUR, perAddress: 10 },
  /**
   * Across accounts, against password spraying (one address tried 300 accounts): two a minute
   * on average is more than typing allows. Each account's own lockout (six wrong passwords an
   * hour) stays as it is.
   */
  login: { windowSeconds: 10 * MINUTE, perAddress: 20 },
  /** Each code is an SMS or e-mail we pay for; the code service adds its per-number and daily limits. */
  codes: { windowSeconds: 10 * MINUTE, perAddress: 10, perMember: 10 },
  /** Ten reports an hour is a very unhappy user; one address posted 500 in 2 s. */
  feedback: { windowSeconds: HOUR, perAddress: 10, perMember: 10 },
  /** One rates an app once, maybe changes their mind; one address posted 500 ratings. */
  ratings: { windowSeconds: HOUR, perAddress: 5, perMember: 5 },
  /** Every upload is re-encoded (CPU) and kept (disk): 60 an hour fills a post's nine images many times over; one address sent 100 in 0.5 s. */
  uploads: { windowSeconds: HOUR, perAddress: 60, perMember: 60 },
  /** The usage-statistics beacon sends a batch every 10 s: 120 a minute is twenty open tabs. */
  reports: { windowSeconds: MINUTE, perAddress: 120, perMember: 120 },
  /**
   * New usage-statistics device ids: a browser asks once in its life, so 60 in ten minutes is
   * sixty first visits from one address — a carrier's shared address at its busiest — while one
   * address minting an id per report made 120 "visitors" a minute.
   */
  devices: { windowSeconds: 10 * MINUTE, perAddress: 60 },
} as const satisfies Record<string, RateLimitGroup>;

export type RateLimitGroupName = keyof typeof RATE_LIMIT_GROUPS;

/** Routes of the tighter groups, as `METHOD path` exactly as the server registers them. */
export const RATE_LIMITED_ROUTES: Readonly<Record<string, Exclude<RateLimitGroupName, 'default'>>> = {
  'POST /api/auth/register': 'register',
  'POST /api/auth/register-by-email': 'register',
  'POST /api/auth/register-admin': 'register',
  'POST /api/auth/login': 'login',
  'POST /api/auth/login-by-sms': 'login',
  'POST /api/passkeys/login/verify': 'login',
  'POST /api/auth/oauth/:provider/finish': 'login',
  'POST /api/auth/login-by-one-tap': 'login',
  'POST /api/auth/sms-code': 'codes',
  'POST /api/auth/email-code': 'codes',
  'POST /api/user/set-password/code': 'codes',
  'POST /api/feedback': 'feedback',
  'POST /api/ratings': 'ratings',
  'POST /api/files': 'uploads',
  'POST /api/stat/report': 'reports',
  'POST /api/stat/device': 'devices',
};

/**
 * Never counted: the web app's files and redirects (served from disk, dozens per page view, and
 * a CDN's to absorb) and the health probes, which load balancers poll and must never see refused.
 */
export const RATE_LIMIT_EXEMPT_ROUTES: readonly string[] = [
  'GET /',
  'GET /tarot',
  'GET /tarot/*',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
];
