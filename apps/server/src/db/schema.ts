import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PUSH_KINDS } from '@tarot/contract/push';
import type { DeckId } from '@tarot/contract/decks';
import type { UiLanguage } from '@tarot/contract/preferences';
import { SAVED_CHART_KINDS } from '@tarot/contract/chart-kinds';
import type { ZodiacSign } from '@tarot/contract/zodiac-signs';

/**
 * Settings the operator can change at run time (latest published app version, download
 * links, …). Seeded on first start.
 */
export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member. Login names are unique among open accounts only: deactivation releases them
 * by clearing the columns. `tokenVersion` is in every token; bumping it revokes them all.
 */
export const appUser = pgTable(
  'app_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username'),
    nickname: text('nickname').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    avatar: text('avatar'),
    passwordHash: text('password_hash'),
    role: text('role')
      .array()
      .notNull()
      .default(sql`'{user}'::text[]`),
    permission: text('permission')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `banned` is set by an administrator and refused everywhere; `closed` by deactivation. */
    status: text('status', { enum: ['active', 'banned', 'closed'] })
      .notNull()
      .default('active'),
    tokenVersion: integer('token_version').notNull().default(0),
    inviteCode: text('invite_code').notNull(),
    inviterId: uuid('inviter_id'),
    score: integer('score').notNull().default(0),
    /** Whether the member accepts push notifications (settings page). */
    pushEnabled: boolean('push_enabled').notNull().default(true),
    /** Which kinds of push the member wants (settings page); null daily time: no daily reminder. */
    pushReply: boolean('push_reply').notNull().default(true),
    pushDailyTarotTime: text('push_daily_tarot_time'),
    pushCheckInReminder: boolean('push_check_in_reminder').notNull().default(false),
    /** The daily horoscope: its time (null: none) and the sign it is read for. */
    pushHoroscopeTime: text('push_horoscope_time'),
    horoscopeSign: text('horoscope_sign').$type<ZodiacSign>(),
    /** Notices of the day's sky: the Moon void of course, stations. */
    pushSkyNotices: boolean('push_sky_notices').notNull().default(false),
    /** The language notifications are written in; null: the default language. */
    language: text('language').$type<UiLanguage>(),
    /** The card deck chosen in settings; null: the default deck (contract decks.ts). */
    deck: text('deck').$type<DeckId>(),
    /** Real-name verification: the name, the ID number only as an HMAC and masked. */
    realName: text('real_name'),
    idNumberHash: text('id_number_hash'),
    idNumberMasked: text('id_number_masked'),
    realNameVerifiedAt: timestamp('real_name_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('app_user_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('app_user_mobile_key').on(table.mobile),
    uniqueIndex('app_user_email_key').on(sql`lower(${table.email})`),
    // Codes are matched upper-cased (people read them out); codes made mixed-case before stay unique.
    uniqueIndex('app_user_invite_code_upper_key').on(sql`upper(${table.inviteCode})`),
    // A member's invitees, newest first (the invitation page's list).
    index('app_user_inviter_created_idx').on(table.inviterId, table.createdAt, table.id),
  ],
);

/**
 * One signed-in device: every token carries its id (`sid`), so a logout ends this device alone
 * and the settings page can list the others. `expiresAt` follows the newest token issued for it;
 * a revoked session stays as a row until its tokens could no longer have been valid anyway.
 */
export const userSession = pgTable(
  'user_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** The browser's User-Agent at sign-in, cut to 256 characters: the device list names it. */
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('user_session_user_idx').on(table.userId, table.expiresAt)],
);

/** A saved tarot reading: the spread, the cards in position order and the question. */
export const tarotReading = pgTable(
  'tarot_reading',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    spreadId: text('spread_id').notNull(),
    cards: jsonb('cards').$type<{ id: string; reversed: boolean }[]>().notNull(),
    question: text('question').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tarot_reading_user_created_idx').on(table.userId, table.createdAt, table.id)],
);

/** A member's card of the day, chosen once on the server (Asia/Shanghai calendar day). */
export const dailyCard = pgTable(
  'daily_card',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    reading: jsonb('reading').notNull(),
    revealed: boolean('revealed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** A birth chart a member saved: the birth data as the chart pages' address carries it. */
export const savedChart = pgTable(
  'saved_chart',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** What the chart is: a 八字 命盘, a natal (星座) chart, or a 奇门 hour chart. Rows from before kinds are 八字. */
    kind: text('kind', { enum: SAVED_CHART_KINDS }).notNull().default('bazi'),
    /** The kind's own fields (a birth, or a 奇门 moment and question), with the chart's name. */
    birth: jsonb('birth').notNull(),
    /** The IANA zone of the clock the moment was given in; null for Beijing clock time as entered. */
    timeZone: text('time_zone'),
    /** Where, when known: the place's name as picked and its coordinates. */
    placeName: text('place_name'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The member's own birth ("this is me"); the partial unique index keeps it to one chart. */
    isSelf: boolean('is_self').notNull().default(false),
    /** The member's own labels, already trimmed and de-duplicated by the contract. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_chart_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('saved_chart_one_self_idx')
      .on(table.userId)
      .where(sql`${table.isSelf}`),
    check('saved_chart_kind_check', sql`${table.kind} in ('bazi', 'natal', 'qimen')`),
  ],
);

/**
 * A one-time code sent by SMS or e-mail. Only its HMAC is stored; it dies when used,
 * when it expires, or after five wrong tries.
 */
export const verificationCode = pgTable(
  'verification_code',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    target: text('target').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('verification_code_target_idx').on(table.target, table.scene, table.createdAt),
    index('verification_code_ip_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * An uploaded file. `storageKey` is the generated name inside the storage backend;
 * nothing of the client's file name reaches the disk.
 */
export const storedFile = pgTable(
  'stored_file',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => appUser.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    cloudPath: text('cloud_path').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stored_file_storage_key_key').on(table.storageKey),
    index('stored_file_owner_idx').on(table.ownerId),
  ],
);

/**
 * Every change of a member's points, with `app_user.score` as the running balance.
 * `(user_id, reason, ref)` is unique so an award tied to an event happens once.
 */
export const scoreLedger = pgTable(
  'score_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    balance: integer('balance').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('score_ledger_event_key').on(table.userId, table.reason, table.ref),
    index('score_ledger_user_created_idx').on(table.userId, table.createdAt, table.id),
  ],
);

/** A daily or ad check-in on one Asia/Shanghai calendar day; the key makes it once a day. */
export const checkIn = pgTable(
  'check_in',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    kind: text('kind', { enum: ['daily', 'ad'] }).notNull(),
    streak: integer('streak').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.kind] }), index('check_in_day_idx').on(table.day)],
);

/**
 * A house promotion administrators upload and schedule for the rewarded check-in (decision
 * 0025): an image or a short video kept as a stored file, a link, the interface languages it
 * is shown in (none: all) and the Asia/Shanghai days it runs, first and last included.
 */
export const adPromotion = pgTable(
  'ad_promotion',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id').notNull(),
    mimeType: text('mime_type').notNull(),
    link: text('link').notNull().default(''),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ad_promotion_ends_idx').on(table.endsOn)],
);

/** An advertisement shown to a member; an ad check-in needs one watched to its end. */
export const adView = pgTable('ad_view', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => appUser.id, { onDelete: 'cascade' }),
  /** The house promotion shown, if it was one. */
  promotionId: uuid('promotion_id').references(() => adPromotion.id, { onDelete: 'set null' }),
  /** The ad network whose SDK showed it (decision 0030); only that network's signed callback redeems it. */
  network: text('network'),
  /** The network's id of the reward that redeemed it, kept to recognise a replayed callback. */
  networkTransactionId: text('network_transaction_id'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** An offer a member bought with points (decision 0025); the key lets each be bought once. */
export const pointsPurchase = pgTable(
  'points_purchase',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    price: integer('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.offerId] })],
);

/** The bought look a member's tarot table shows, one per kind; no row: the default look. */
export const tarotLook = pgTable(
  'tarot_look',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['card-back', 'table-theme'] }).notNull(),
    offerId: text('offer_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** Feedback from a member or a visitor, with image file ids and the administrator's reply. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => appUser.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contact: text('contact').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('feedback_created_idx').on(table.createdAt),
  ],
);

/** The text of an article in one language. */
export interface ArticleText {
  readonly title: string;
  readonly summary: string;
  /** Paragraphs separated by blank lines; no markup. */
  readonly body: string;
}

/** An article; `texts` holds zh-Hans and, where written, English (`en`). */
export const article = pgTable(
  'article',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    category: text('category').notNull(),
    cover: text('cover'),
    texts: jsonb('texts').$type<Record<string, ArticleText>>().notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('article_slug_key').on(table.slug),
    index('article_published_idx').on(table.status, table.publishedAt),
  ],
);

/** Which article a member read and when (the reading log); re-reading moves it to the top. */
export const newsReadLog = pgTable(
  'news_read_log',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => article.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.articleId] }),
    index('news_read_log_user_read_idx').on(table.userId, table.readAt),
  ],
);

/** A home-page banner the administrators manage. */
export const banner = pgTable('banner', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  status: text('status', { enum: ['draft', 'published'] })
    .notNull()
    .default('draft'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A rating of the app (1–5) with an optional comment. */
export const appRating = pgTable('app_rating', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => appUser.id, { onDelete: 'cascade' }),
  stars: integer('stars').notNull(),
  comment: text('comment').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A WebAuthn platform credential (fingerprint / face unlock) registered by a member. */
export const passkey = pgTable(
  'passkey',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('passkey_user_idx').on(table.userId)],
);

/**
 * Images a member uploaded on one Asia/Shanghai calendar day. Counted by one conditional
 * upsert before an image is decoded, so parallel uploads cannot pass the daily limit.
 */
export const uploadQuota = pgTable(
  'upload_quota',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    used: integer('used').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.day] })],
);

// ─── Push notifications (issue 14) ──────────────────────────────────────────────────────────

/**
 * A device that logged in on the push socket: its client id (`cid`) and the hash of its
 * session secret. A registration gets its row at its first login (until then it lives in the
 * server's memory); a device that registers again gets a new cid; `userId` is the member it
 * last logged in as (null after logout). Rows unseen for 90 days are deleted (retention).
 */
export const pushDevice = pgTable(
  'push_device',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cid: text('cid').notNull(),
    deviceId: text('device_id').notNull(),
    sessionHash: text('session_hash').notNull(),
    userId: uuid('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its last login or logout. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_device_cid_key').on(table.cid),
    uniqueIndex('push_device_device_key').on(table.deviceId),
    index('push_device_last_seen_idx').on(table.lastSeenAt),
  ],
);

/**
 * A notification for one member. It waits here until a device acknowledges it or it expires;
 * `dedupeKey` is unique so a scheduled message is stored once however many instances try.
 * The inbox shows it until the retention job deletes it, 90 days after it expired.
 */
export const pushMessage = pgTable(
  'push_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PUSH_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    dedupeKey: text('dedupe_key'),
    /** The administrators' broadcast this message belongs to, for its delivery figures. */
    broadcastId: text('broadcast_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_message_dedupe_key').on(table.dedupeKey),
    index('push_message_user_created_idx').on(table.userId, table.createdAt),
    index('push_message_broadcast_idx').on(table.broadcastId),
    index('push_message_expires_idx').on(table.expiresAt),
  ],
);

/** A device's acknowledgement (`received`) of a message: once per device and message. */
export const pushReceipt = pgTable(
  'push_receipt',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => pushMessage.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => pushDevice.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.deviceId] })],
);

/** A browser's Web Push subscription (VAPID), used while the member has no live push socket. */
export const webPushSubscription = pgTable(
  'web_push_subscription',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('web_push_subscription_endpoint_key').on(table.endpoint),
    index('web_push_subscription_user_idx').on(table.userId),
  ],
);

/**
 * An administrator's broadcast. Its delivery figures are not kept here: they are counted from
 * the push messages that carry its id.
 */
export const broadcast = pgTable(
  'broadcast',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    /** Only members reading the app in this language; null: everyone. */
    language: text('language').$type<UiLanguage>(),
    /** Members it was addressed to when it was created. */
    recipients: integer('recipients').notNull(),
    createdBy: uuid('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('broadcast_created_idx').on(table.createdAt)],
);

// ─── Usage statistics and client access control (migration 0006) ───────────────────────────

/**
 * One page view or named event, kept 90 days. No address is stored: `visitor` is
 * sha256(salt of the day + device id + user agent), and the salt is deleted after two days,
 * so a visitor cannot be followed from one day to the next (as Plausible does).
 */
export const usageEvent = pgTable(
  'usage_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The Asia/Shanghai day of `occurredAt`, so roll-ups group without converting. */
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
    session: text('session').notNull(),
    type: text('type', { enum: ['pageview', 'event'] }).notNull(),
    /** The route path of a page view, or the event's name. */
    name: text('name').notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean>>(),
    lang: text('lang').notNull(),
    platform: text('platform').notNull(),
    version: text('version').notNull(),
    /** The day the device was first seen (its own claim): new visitors and retention without linking days. */
    firstDay: text('first_day').notNull(),
  },
  (table) => [index('usage_event_day_idx').on(table.day), index('usage_event_occurred_at_idx').on(table.occurredAt)],
);

/** The random salt of one Asia/Shanghai day; deleted two days later. */
export const usageSalt = pgTable('usage_salt', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** One day's totals, kept forever; rebuilt whole by the roll-up. */
export const usageDaily = pgTable('usage_daily', {
  day: text('day').primaryKey(),
  visitors: integer('visitors').notNull(),
  newVisitors: integer('new_visitors').notNull(),
  sessions: integer('sessions').notNull(),
  pageViews: integer('page_views').notNull(),
  avgSessionSeconds: integer('avg_session_seconds').notNull(),
});

/**
 * One day's counts by page, event, language, platform and first-seen day (`cohort`), kept forever.
 * `count` is views or events; `visitors` the distinct visitors of that day.
 */
export const usageDailyBreakdown = pgTable(
  'usage_daily_breakdown',
  {
    day: text('day').notNull(),
    dimension: text('dimension', { enum: ['page', 'event', 'lang', 'platform', 'cohort'] }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.key] })],
);

/** Which client ids and platforms may call a route group; with no rows at all, every client may. */
export const clientAccessRule = pgTable(
  'client_access_rule',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routeGroup: text('route_group').notNull(),
    clientId: text('client_id').notNull(),
    /** `web`, `pwa`, or `*` for any. */
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('client_access_rule_unique_idx').on(table.routeGroup, table.clientId, table.platform)],
);

/** A key to the public calendar API; only the SHA-256 of its secret is kept. */
export const apiKey = pgTable(
  'api_key',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    prefix: text('prefix').notNull(),
    dailyQuota: integer('daily_quota').notNull(),
    perMinute: integer('per_minute').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('api_key_secret_hash_idx').on(table.secretHash)],
);

/**
 * Calls of one key on one Asia/Shanghai day and in its current minute, counted by one
 * conditional upsert per call, so parallel calls cannot pass either limit.
 */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKey.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    used: integer('used').notNull(),
    /** The minute `minuteUsed` counts, as 'YYYY-MM-DDTHH:MM' (UTC). */
    minute: text('minute').notNull(),
    minuteUsed: integer('minute_used').notNull(),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.day] })],
);

/**
 * A third-party account (WeChat, QQ, Apple, Xiaomi) that signs in to a member's account
 * (decision 0024). `subject` is the provider's id of the person in our app (openid, Apple's
 * sub); `unionid`, when the provider grants it, is the same person across one company's apps
 * and finds the account first. Deactivation deletes the rows, releasing the identities.
 */
export const linkedIdentity = pgTable(
  'linked_identity',
  {
    provider: text('provider', { enum: ['weixin', 'apple', 'qq', 'xiaomi'] }).notNull(),
    subject: text('subject').notNull(),
    unionid: text('unionid'),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('linked_identity_unionid_idx').on(table.provider, table.unionid),
    index('linked_identity_user_idx').on(table.userId),
  ],
);
