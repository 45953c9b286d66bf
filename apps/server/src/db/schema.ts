import {
  accountTypes,
  auditActions,
  auditEntities,
  badgeRuleKinds,
  levelTypes,
  roles,
  type UserSettings,
} from '@tp/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
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
    /** Preferences that follow the learner between devices (contract `userSettings`). */
    settings: jsonb('settings').$type<UserSettings>().notNull().default({}),
    /** The learner's calendar day (in their own time zone) of their last completed item, for the streak. */
    lastActiveOn: text('last_active_on'),
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

export const badgeRuleEnum = pgEnum('badge_rule', badgeRuleKinds);

/** A badge is awarded once, when its rule is first met: levels completed, points or streak days. */
export const badges = pgTable(
  'badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    rule: badgeRuleEnum('rule').notNull(),
    threshold: integer('threshold').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('badges_name_key').on(t.name)],
);

export const userBadges = pgTable(
  'user_badges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: uuid('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);

export const levelTypeEnum = pgEnum('level_type', levelTypes);

/** An audio item: the English word or sentence (`name`), its expected answer and its file. */
export const sounds = pgTable('sounds', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  answer: text('answer').notNull(),
  url: text('url').notNull(),
  ...timestamps,
});

export const videos = pgTable('videos', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  /** The level number the admin filed it under (spec §3 Video.level); informative only. */
  level: integer('level'),
  ...timestamps,
});

export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  ...timestamps,
});

export interface McqOption {
  _id: string;
  text: string;
}

export const mcqs = pgTable('mcqs', {
  id: uuid('id').primaryKey().defaultRandom(),
  question: text('question').notNull(),
  options: jsonb('options').$type<McqOption[]>().notNull(),
  correctAnswer: integer('correct_answer').notNull(),
  ...timestamps,
});

/** Media and questions in use by a level cannot be deleted (restrict); a deleted level frees them. */
export const levels = pgTable(
  'levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    level: integer('level').notNull(),
    type: levelTypeEnum('type').notNull().default('sound'),
    points: integer('points').notNull().default(10),
    premiumOnly: boolean('premium_only').notNull().default(false),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'restrict' }),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'restrict' }),
    texts: text('texts').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [index('levels_level_idx').on(t.level)],
);

export const levelSounds = pgTable(
  'level_sounds',
  {
    levelId: uuid('level_id')
      .notNull()
      .references(() => levels.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    soundId: uuid('sound_id')
      .notNull()
      .references(() => sounds.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.levelId, t.position] }), index('level_sounds_sound_idx').on(t.soundId)],
);

export const levelMcqs = pgTable(
  'level_mcqs',
  {
    levelId: uuid('level_id')
      .notNull()
      .references(() => levels.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mcqId: uuid('mcq_id')
      .notNull()
      .references(() => mcqs.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.levelId, t.position] }), index('level_mcqs_mcq_idx').on(t.mcqId)],
);

/**
 * One row whose number triggers raise on every change to the course's tables (levels, their
 * sounds and questions, media), whoever makes it: an instance serving the course from a cache
 * compares this number to tell whether its copy is current.
 */
export const courseVersion = pgTable(
  'course_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('course_version_one_row', sql`${t.id} = 1`)],
);

/** One-off facts about this database, such as whether the demo course was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
});

export const auditActionEnum = pgEnum('audit_action', auditActions);
export const auditEntityEnum = pgEnum('audit_entity', auditEntities);

/** Every change an admin makes to the course, with the record before and after; never updated. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept so that the entry still says who once the account is gone. */
    actorEmail: text('actor_email').notNull(),
    action: auditActionEnum('action').notNull(),
    entity: auditEntityEnum('entity').notNull(),
    entityId: uuid('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/** Messages sent through the contact form. */
export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The mailing list. An address is kept once; leaving sets `unsubscribedAt`. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /** SHA-256 of the token in the unsubscribe links; the links never expire. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscribers_email_key').on(t.email),
    uniqueIndex('subscribers_token_key').on(t.unsubscribeTokenHash),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Plain text, shown as paragraphs; never HTML. */
    content: text('content').notNull(),
    author: text('author').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('posts_created_idx').on(t.createdAt)],
);
