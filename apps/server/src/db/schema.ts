import { accountTypes, roles } from '@tp/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', roles);
export const accountTypeEnum = pgEnum('account_type', accountTypes);
export const tokenPurposeEnum = pgEnum('token_purpose', ['verify_email', 'reset_password']);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** argon2id; null for accounts created through a sign-in provider. */
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('user'),
    verified: boolean('verified').notNull().default(false),
    accountType: accountTypeEnum('account_type').notNull().default('free'),
    points: integer('points').notNull().default(0),
    streak: integer('streak').notNull().default(0),
    badges: text('badges').array().notNull().default(sql`'{}'::text[]`),
    /** The current level number (1-based) and the index of the current item in it. */
    level: integer('level').notNull().default(1),
    sublevel: integer('sublevel').notNull().default(0),
    /** The highest level reached. */
    displayedLevel: integer('displayed_level').notNull().default(1),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** Part of every token; incremented to revoke all of a user's tokens. */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Single-use e-mail verification and password-reset tokens; only their SHA-256 is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId),
  ],
);

export type UserRow = typeof users.$inferSelect;
