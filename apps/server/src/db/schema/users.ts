import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    loginCount: integer('login_count').notNull().default(0),
    /** Carried in every JWT; bumping it ends every session issued before (password change, reset, sign out everywhere). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The shopper's language for the storefront and mails (ADR 0029): one of LANGUAGES (@nidra/shared/i18n/languages). */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_idx').on(t.googleSub),
    check('users_language_known', sql`${t.language} in ('en', 'hi')`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Failed sign-ins, reset requests and payment starts, counted in PostgreSQL so limits hold across instances. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['login_failed', 'forgot_password', 'payment_start', 'review_write', 'review_vote', 'review_report'],
    }).notNull(),
    key: text('key').notNull(),
    /** The client address of a failed sign-in counted per email, so failures from several addresses can be told apart. */
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_lookup_idx').on(t.kind, t.key, t.at)],
);

/** Mailed single-use sign-in links for an email locked by failed sign-ins; only the token's hash is kept. */
export const loginLinks = pgTable(
  'login_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_links_user_idx').on(t.userId)],
);
