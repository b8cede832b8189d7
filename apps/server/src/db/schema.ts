import { sql } from 'drizzle-orm';
import {
  boolean,
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
    status: text('status', { enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    tokenVersion: integer('token_version').notNull().default(0),
    inviteCode: text('invite_code').notNull(),
    inviterId: uuid('inviter_id'),
    score: integer('score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('app_user_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('app_user_mobile_key').on(table.mobile),
    uniqueIndex('app_user_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('app_user_invite_code_key').on(table.inviteCode),
  ],
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
  (table) => [index('tarot_reading_user_created_idx').on(table.userId, table.createdAt)],
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
    birth: jsonb('birth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_chart_user_created_idx').on(table.userId, table.createdAt)],
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
