import { z } from 'zod';
import { endpoint } from './endpoint';
import { memberPageOf, memberPageQuery } from './member-page';

/**
 * How points are earned. The numbers are ours (the spec names points, check-ins and
 * invitations but no amounts); the web shows them to members from here.
 */
export const POINTS_RULES = {
  /** A daily check-in earns the base plus one point for each earlier day of the streak… */
  checkInBase: 5,
  /** …up to this bonus, reached on the seventh day in a row. */
  checkInStreakBonusMax: 6,
  /** An ad check-in, once a day, after an ad is watched to its end. */
  adCheckIn: 10,
  /** How long an ad must run before it counts as watched. */
  adSeconds: 5,
  /** To the inviter, once for each person who registers with their code. */
  invite: 20,
} as const;

/** The points a daily check-in earns on day `streak` of a run of consecutive days. */
export const checkInPoints = (streak: number): number =>
  POINTS_RULES.checkInBase + Math.min(Math.max(streak, 1) - 1, POINTS_RULES.checkInStreakBonusMax);

/** Why points changed; each reason has its own text in the web app. */
export const LEDGER_REASONS = ['check-in', 'ad-check-in', 'invite'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const pointsSummary = z
  .object({
    balance: z.number().int(),
    today: z.string().describe('Today in Asia/Shanghai, YYYY-MM-DD'),
    checkedInToday: z.boolean(),
    adCheckedInToday: z.boolean(),
    streak: z.number().int().describe('Consecutive days checked in, up to today or yesterday; 0 when broken'),
    nextCheckInPoints: z.number().int().describe('What the next daily check-in earns if the streak holds'),
    recentCheckIns: z.array(z.string()).readonly().describe('Days with a daily check-in in the last 30 days'),
  })
  .meta({ id: 'PointsSummary' });

export const checkInResult = z
  .object({
    points: z.number().int(),
    streak: z.number().int(),
    balance: z.number().int(),
  })
  .meta({ id: 'CheckInResult' });

export const adViewStarted = z
  .object({
    adViewId: z.uuid(),
    requiredSeconds: z.number().int().describe('Seconds the ad must run before an ad check-in accepts it'),
  })
  .meta({ id: 'AdViewStarted' });

export const adCheckInBody = z.object({ adViewId: z.uuid() }).meta({ id: 'AdCheckIn' });

export const ledgerEntry = z
  .object({
    id: z.string(),
    amount: z.number().int(),
    reason: z.enum(LEDGER_REASONS),
    balance: z.number().int().describe('The balance after this change'),
    createdAt: z.string(),
  })
  .meta({ id: 'LedgerEntry' });

export const ledgerPage = memberPageOf(ledgerEntry, 'LedgerPage');

export const myInvite = z
  .object({
    inviteCode: z.string(),
    shareText: z.string().describe('The clipboard text: the invitation marker and the code'),
    invitedCount: z.number().int(),
    pointsEarned: z.number().int(),
  })
  .meta({ id: 'MyInvite' });

export const invitedPerson = z
  .object({
    nickname: z.string().describe('Masked, e.g. 星**人'),
    joinedAt: z.string(),
    points: z.number().int().describe('Points the inviter earned for this person'),
  })
  .meta({ id: 'InvitedPerson' });

export const invitedPage = memberPageOf(invitedPerson, 'InvitedPage');

export type PointsSummary = z.infer<typeof pointsSummary>;
export type CheckInResult = z.infer<typeof checkInResult>;
export type AdViewStarted = z.infer<typeof adViewStarted>;
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export type LedgerPage = z.infer<typeof ledgerPage>;
export type MyInvite = z.infer<typeof myInvite>;
export type InvitedPerson = z.infer<typeof invitedPerson>;
export type InvitedPage = z.infer<typeof invitedPage>;

export const getPoints = endpoint({
  method: 'GET',
  path: '/api/points',
  tags: ['points'],
  summary: 'My balance, streak and today’s check-ins',
  response: pointsSummary,
  errors: [400, 401, 403, 409],
});

export const listLedger = endpoint({
  method: 'GET',
  path: '/api/points/ledger',
  tags: ['points'],
  summary: 'Every change to my points, newest first',
  query: memberPageQuery,
  response: ledgerPage,
  errors: [400, 401, 403, 409],
});

export const checkIn = endpoint({
  method: 'POST',
  path: '/api/points/check-in',
  tags: ['points'],
  summary: 'Daily check-in, once per Asia/Shanghai day, with a streak bonus',
  response: checkInResult,
  errors: [400, 401, 403, 409],
});

export const startAdView = endpoint({
  method: 'POST',
  path: '/api/points/ad-views',
  tags: ['points'],
  summary: 'Start showing an ad; an ad check-in accepts it once it has run its time',
  response: adViewStarted,
  errors: [400, 401, 403, 409],
});

export const adCheckIn = endpoint({
  method: 'POST',
  path: '/api/points/ad-check-in',
  tags: ['points'],
  summary: 'Ad check-in, once a day, with an ad watched to its end',
  body: adCheckInBody,
  response: checkInResult,
  errors: [400, 401, 403, 409],
});
