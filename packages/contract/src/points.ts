import { z } from 'zod';
import { adNetworkName } from './ad-networks';
import { endpoint } from './endpoint';
import { memberPageOf, memberPageQuery } from './member-page';
import { UI_LANGUAGES } from './preferences';

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

/** Why points changed; each reason has its own text in the web app. `offer`: points spent on an offer. */
export const LEDGER_REASONS = ['check-in', 'ad-check-in', 'invite', 'offer'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/**
 * What points buy: looks for the tarot table, kept for good once bought. Never a part of a
 * reading — every spread, every reading and the deck stay free (decision 0025). Points have
 * no cash value. The web draws each look from its id (shared/cards/looks.ts).
 */
export const OFFER_KINDS = ['card-back', 'table-theme'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export const POINTS_OFFERS = [
  { id: 'back-rose-gold', kind: 'card-back', price: 60 },
  { id: 'back-moon-silver', kind: 'card-back', price: 60 },
  { id: 'back-jade', kind: 'card-back', price: 90 },
  { id: 'table-crimson-velvet', kind: 'table-theme', price: 80 },
  { id: 'table-forest-moss', kind: 'table-theme', price: 80 },
  { id: 'table-dawn', kind: 'table-theme', price: 120 },
] as const satisfies readonly { id: string; kind: OfferKind; price: number }[];

export type OfferId = (typeof POINTS_OFFERS)[number]['id'];
export const OFFER_IDS = POINTS_OFFERS.map((offer) => offer.id) as [OfferId, ...OfferId[]];
export const findOffer = (id: string) => POINTS_OFFERS.find((offer) => offer.id === id);

export const pointsOffer = z
  .object({
    id: z.enum(OFFER_IDS),
    kind: z.enum(OFFER_KINDS),
    price: z.number().int().describe('Points it costs, once'),
    owned: z.boolean(),
    inUse: z.boolean().describe('Shown on the tarot table now'),
  })
  .meta({ id: 'PointsOffer' });

/** The looks in use; null: the default look. */
export const tarotLook = z
  .object({
    cardBack: z.enum(OFFER_IDS).nullable(),
    tableTheme: z.enum(OFFER_IDS).nullable(),
  })
  .meta({ id: 'TarotLook' });

export const setLookBody = z
  .object({
    kind: z.enum(OFFER_KINDS),
    offerId: z.enum(OFFER_IDS).nullable().describe('An owned offer of that kind, or null for the default'),
  })
  .meta({ id: 'SetLook' });

export const offerParams = z.object({ offerId: z.string().max(64) });

export const purchaseResult = z
  .object({
    offerId: z.enum(OFFER_IDS),
    price: z.number().int(),
    balance: z.number().int().describe('The balance after spending'),
  })
  .meta({ id: 'PurchaseResult' });

export const pointsSummary = z
  .object({
    balance: z.number().int(),
    today: z.string().describe('Today in Asia/Shanghai, YYYY-MM-DD'),
    checkedInToday: z.boolean(),
    adCheckedInToday: z.boolean(),
    adCheckInAvailable: z
      .boolean()
      .describe('Whether an ad is scheduled today in this language; without one there is no ad check-in'),
    streak: z.number().int().describe('Consecutive days checked in, up to today or yesterday; 0 when broken'),
    nextCheckInPoints: z.number().int().describe('What the next daily check-in earns if the streak holds'),
    recentCheckIns: z.array(z.string()).readonly().describe('Days with a daily check-in in the last 30 days'),
    offers: z.array(pointsOffer).readonly().describe('What points buy, with what I own and use'),
  })
  .meta({ id: 'PointsSummary' });

export const checkInResult = z
  .object({
    points: z.number().int(),
    streak: z.number().int(),
    balance: z.number().int(),
  })
  .meta({ id: 'CheckInResult' });

export const PROMOTION_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'video/mp4', 'video/webm'] as const;

/** A house promotion (contract/promotions.ts has its console endpoints). */
export const promotion = z
  .object({
    id: z.uuid(),
    mediaUrl: z.string().describe('A signed address, valid for 10 minutes'),
    mediaType: z.enum(PROMOTION_MEDIA_TYPES),
    link: z.string(),
    languages: z.array(z.string()).describe('Interface languages it runs in; empty: all'),
    startsOn: z.string(),
    endsOn: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof promotion>;

export const adViewStarted = z
  .object({
    adViewId: z.uuid(),
    requiredSeconds: z.number().int().describe('Seconds the ad must run before an ad check-in accepts it'),
    promotion: promotion.describe('The house promotion to show'),
  })
  .meta({ id: 'AdViewStarted' });

export const adCheckInBody = z.object({ adViewId: z.uuid() }).meta({ id: 'AdCheckIn' });


export const networkAdViewStarted = z
  .object({
    adViewId: z.uuid(),
    network: adNetworkName,
    adUnitId: z.string().describe('The rewarded ad unit to load'),
    customData: z
      .string()
      .describe("Set as the SDK's server-side verification custom data; the network's signed callback carries it back"),
  })
  .meta({ id: 'NetworkAdViewStarted' });
export type NetworkAdViewStarted = z.infer<typeof networkAdViewStarted>;

export const adRewardCallbackParams = z.object({ network: adNetworkName });
export const adRewardGranted = z.object({ granted: z.literal(true) }).meta({ id: 'AdRewardGranted' });

/** The interface language, which decides the promotions shown (each runs in its own languages). */
export const adLanguageQuery = z.object({ language: z.enum(UI_LANGUAGES).default('zh-Hans') });



export const ledgerEntry = z
  .object({
    id: z.string(),
    amount: z.number().int(),
    reason: z.enum(LEDGER_REASONS),
    balance: z.number().int().describe('The balance after this change'),
    offerId: z.string().nullable().describe('What the points bought, for reason `offer`'),
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
export type PointsOffer = z.infer<typeof pointsOffer>;
export type TarotLook = z.infer<typeof tarotLook>;
export type PurchaseResult = z.infer<typeof purchaseResult>;
export type InvitedPerson = z.infer<typeof invitedPerson>;
export type InvitedPage = z.infer<typeof invitedPage>;

export const getPoints = endpoint({
  method: 'GET',
  path: '/api/points',
  tags: ['points'],
  summary: 'My balance, streak, today’s check-ins and what points buy (offers)',
  query: adLanguageQuery,
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
  summary: 'Start today’s ad (409 AD_NOT_AVAILABLE when none is scheduled); an ad check-in accepts it once it has run its time',
  query: adLanguageQuery,
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

export const startNetworkAdView = endpoint({
  method: 'POST',
  path: '/api/points/ad-views/network',
  tags: ['points'],
  summary: "Start today's rewarded ad of the configured network (409 AD_NOT_AVAILABLE without one); only the network's callback redeems it",
  response: networkAdViewStarted,
  errors: [400, 401, 403, 409],
});

export const adRewardCallback = endpoint({
  method: 'GET',
  path: '/api/ads/:network/reward',
  tags: ['points'],
  summary: "The ad network's signed server-to-server reward callback: grants the view's ad check-in once",
  description:
    'Called by the network, not by members. A forged or foreign callback is 400 AD_CALLBACK_INVALID, a view ' +
    'that is unknown, used or not today 400 AD_VIEW_INVALID, a callback already paid 409 AD_REWARD_REPLAYED, ' +
    "and 503 AD_NETWORK_UNAVAILABLE when the network's keys cannot be fetched (the network retries).",
  params: adRewardCallbackParams,
  response: adRewardGranted,
  errors: [400, 404, 409, 503],
});

export const purchaseOffer = endpoint({
  method: 'POST',
  path: '/api/points/offers/:offerId/purchase',
  tags: ['points'],
  summary: 'Spend points on an offer, once; never below zero',
  params: offerParams,
  response: purchaseResult,
  errors: [400, 401, 403, 404, 409],
});

export const getLook = endpoint({
  method: 'GET',
  path: '/api/points/look',
  tags: ['points'],
  summary: 'The card back and table theme the tarot table shows me',
  response: tarotLook,
  errors: [400, 401, 403, 409],
});

export const setLook = endpoint({
  method: 'PUT',
  path: '/api/points/look',
  tags: ['points'],
  summary: 'Use an owned card back or table theme, or the default',
  body: setLookBody,
  response: tarotLook,
  errors: [400, 401, 403, 409],
});
