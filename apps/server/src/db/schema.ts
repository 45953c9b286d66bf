import {
  accountTypes,
  auditActions,
  auditEntities,
  badgeRuleKinds,
  type FirstLanguage,
  levelTypes,
  type McqTranslations,
  messageKinds,
  paymentMethods,
  paymentProviders,
  paymentStatuses,
  roles,
  type TextTranslations,
  type UserSettings,
} from '@tp/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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

/** A row that belongs to a user, and goes with them. */
const ownedByUser = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** A row about a level, which goes with it. */
const partOfLevel = () =>
  uuid('level_id')
    .notNull()
    .references(() => levels.id, { onDelete: 'cascade' });

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
    /**
     * The items of the current level missed in this visit, by index, in the order they come back
     * after its last item: `sublevel` counts on through them (docs/design.md §5).
     */
    retries: integer('retries').array().notNull().default(sql`'{}'::int[]`),
    /** The highest level reached. */
    displayedLevel: integer('displayed_level').notNull().default(1),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** Preferences that follow the learner between devices (contract `userSettings`). */
    settings: jsonb('settings').$type<UserSettings>().notNull().default({}),
    /** The language the learner grew up with (contract `firstLanguages`), null until they say. */
    firstLanguage: text('first_language').$type<FirstLanguage>(),
    /** The learner's calendar day (in their own time zone) of their last completed item, for the streak. */
    lastActiveOn: text('last_active_on'),
    /** Points earned on `lastActiveOn`, days the daily goal was met, and streak freezes held (docs/design.md §5). */
    dayPoints: integer('day_points').notNull().default(0),
    goalDays: integer('goal_days').notNull().default(0),
    streakFreezes: integer('streak_freezes').notNull().default(0),
    /**
     * The IANA time zone that says which day an answer falls on, and when it was last set: it may
     * change once a day, so that switching zones between two answers cannot make a day twice.
     */
    timeZone: text('time_zone'),
    timeZoneSetAt: timestamp('time_zone_set_at', { withTimezone: true }),
    /** How many levels the learner has completed, each counted once (`completedLevels`). */
    levelsCompleted: integer('levels_completed').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/**
 * Signed-in devices. A session token names its row, so ending a session (logging out, from the
 * profile, a password change) stops its token at once; a session unused for the idle lifetime ends.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedByUser(),
    /** The browser's User-Agent when it signed in, cut; shown to tell devices apart. */
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The client networks each account has signed in from (an IPv4 address, an IPv6 /64: `networkOf`),
 * kept apart from sessions, which end: failed sign-ins from one of them are limited on their own,
 * never by the budget unknown addresses share.
 */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    userId: ownedByUser(),
    address: text('address').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/** Single-use e-mail verification and password-reset tokens; only their SHA-256 is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedByUser(),
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

export const signInProviderEnum = pgEnum('sign_in_provider', ['google', 'apple']);

/** An account at Google or Apple (its stable subject id) that signs in to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: signInProviderEnum('provider').notNull(),
    subject: text('subject').notNull(),
    userId: ownedByUser(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/**
 * Nonces of provider ID tokens already used to sign in, kept until the token expires, so that a
 * token is accepted once on whichever instance receives it.
 */
export const spentNonces = pgTable(
  'spent_nonces',
  {
    nonceHash: text('nonce_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_nonces_expires_idx').on(t.expiresAt)],
);

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
    userId: ownedByUser(),
    badgeId: uuid('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);

export const levelTypeEnum = pgEnum('level_type', levelTypes);

/**
 * An audio item: the English word or sentence (`name`), its expected answer, the other spellings
 * also accepted, its file, and its own picture (shown instead of its level's; kept while used).
 */
export const sounds = pgTable(
  'sounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    answer: text('answer').notNull(),
    variants: text('variants').array().notNull().default(sql`'{}'::text[]`),
    url: text('url').notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [index('sounds_image_idx').on(t.imageId)],
);

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
  /** The question and options in other languages (contract `mcqTranslations`); English is the fallback. */
  translations: jsonb('translations').$type<McqTranslations>().notNull().default({}),
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
    /**
     * Learners see published levels only. Rows default to published (the levels there were before
     * drafts, the demo course); a level an admin creates is a draft until published.
     */
    published: boolean('published').notNull().default(true),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'restrict' }),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'restrict' }),
    texts: text('texts').array().notNull().default(sql`'{}'::text[]`),
    /** An info level's texts in other languages, aligned with `texts` (contract `textTranslations`). */
    textTranslations: jsonb('text_translations').$type<TextTranslations>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('levels_level_idx').on(t.level)],
);

export const levelSounds = pgTable(
  'level_sounds',
  {
    levelId: partOfLevel(),
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
    levelId: partOfLevel(),
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

export const messageKindEnum = pgEnum('message_kind', messageKinds);

/** Messages sent through the contact and account-deletion forms: the admins' inbox. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: messageKindEnum('kind').notNull().default('feedback'),
    name: text('name').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** A deletion request's: SHA-256 of the token in the link mailed to its address, and when it expires. */
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
    /** When the address's owner confirmed the deletion request; only then may an admin act on it. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt),
    uniqueIndex('feedback_confirmation_token_key').on(t.confirmationTokenHash),
  ],
);

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

export const paymentProviderEnum = pgEnum('payment_provider', paymentProviders);
export const paymentMethodEnum = pgEnum('payment_method', paymentMethods);
export const paymentStatusEnum = pgEnum('payment_status', paymentStatuses);

/**
 * Premium payments, one per checkout started. `pending` becomes `paid` once, when the provider
 * confirms it, in the same transaction that makes the account premium. The rows outlive the
 * account (`user_id` set null): they are the record of money taken.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: paymentProviderEnum('provider').notNull(),
    /** The provider's id: a Stripe PaymentIntent, a PayPal order, a test charge. */
    providerId: text('provider_id').notNull(),
    method: paymentMethodEnum('method').notNull(),
    /** In the currency's minor unit (cents). */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_id_key').on(t.provider, t.providerId),
    index('payments_user_idx').on(t.userId),
  ],
);

/** The test-mode provider's own book of charges: what it answers when asked whether one is paid. */
export const testCharges = pgTable('test_charges', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A learner's record with one sound on one calendar day of their own time zone: how often it was
 * expected, typed right and left out (the rest were confused with another sound). Upserted with
 * added counters in the transaction of each checked answer; the summary adds up a user's rows.
 */
export const soundStatsDaily = pgTable(
  'sound_stats_daily',
  {
    userId: ownedByUser(),
    symbol: text('symbol').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    right: integer('right').notNull().default(0),
    missed: integer('missed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.symbol, t.day] })],
);

/** How often a learner typed `heardAs` where `symbol` was expected. */
export const soundConfusions = pgTable(
  'sound_confusions',
  {
    userId: ownedByUser(),
    symbol: text('symbol').notNull(),
    heardAs: text('heard_as').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.symbol, t.heardAs] })],
);

/**
 * Each learner's first answer to each item of a level (a sound or an MCQ): whether it was right.
 * Written once, by the first answer; the dashboard's first-try share per level reads it.
 */
export const itemFirstTries = pgTable(
  'item_first_tries',
  {
    userId: ownedByUser(),
    levelId: partOfLevel(),
    /** The sound's or the MCQ's id. */
    itemId: uuid('item_id').notNull(),
    correct: boolean('correct').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.levelId, t.itemId] }),
    // The insights count first tries per item, and learners per level, from these indexes alone.
    index('item_first_tries_level_item_idx').on(t.levelId, t.itemId, t.correct),
    index('item_first_tries_level_user_idx').on(t.levelId, t.userId),
  ],
);

/**
 * The items each learner has completed, once each: an item's points are awarded on the first
 * completion only, so rewinding or resetting and answering again earns nothing more.
 */
export const completedItems = pgTable(
  'completed_items',
  {
    userId: ownedByUser(),
    levelId: partOfLevel(),
    /** The sound's or the MCQ's id, or `text:<n>` for the n-th text of an info or speaking level. */
    item: text('item').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.levelId, t.item] }),
    // The insights count the learners who finished each item from this index alone.
    index('completed_items_level_item_idx').on(t.levelId, t.item),
  ],
);

/** The levels each learner has completed, once each: what the badges' level rules count. */
export const completedLevels = pgTable(
  'completed_levels',
  {
    userId: ownedByUser(),
    levelId: partOfLevel(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.levelId] })],
);

/**
 * The wrong answers given to an item of a level, normalised, with how often each was given, and
 * the expected symbols each one got wrong (left out or typed as another; a symbol as often as it
 * was), worked out once when the answer is first given: the insights add them up without aligning
 * anything.
 */
export const wrongAnswers = pgTable(
  'wrong_answers',
  {
    levelId: partOfLevel(),
    itemId: uuid('item_id').notNull(),
    answer: text('answer').notNull(),
    count: integer('count').notNull().default(0),
    missed: text('missed').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.levelId, t.itemId, t.answer] })],
);

export const reviewItemKindEnum = pgEnum('review_item_kind', ['typing', 'pair']);

/** A review of a learner's weak sounds, as the server built it. */
export const reviewSessions = pgTable(
  'review_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedByUser(),
    /** The weak sounds it was built for, weakest first. */
    sounds: text('sounds').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_sessions_user_idx').on(t.userId)],
);

/**
 * One item of a review: a course sound to type, or a minimal pair to tell apart by ear (`options`,
 * the right one at `correctOption`). `rewardedOn` is the learner's day on which it earned points;
 * the unique index lets an item earn points at most once a day, however many reviews hold it.
 */
export const reviewItems = pgTable(
  'review_items',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => reviewSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    userId: ownedByUser(),
    kind: reviewItemKindEnum('kind').notNull(),
    levelId: partOfLevel(),
    soundId: uuid('sound_id')
      .notNull()
      .references(() => sounds.id, { onDelete: 'cascade' }),
    /** The weak sound it practises, and for a pair the sound the other word has in its place. */
    symbol: text('symbol').notNull(),
    pairedWith: text('paired_with'),
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    correctOption: integer('correct_option'),
    tries: integer('tries').notNull().default(0),
    solved: boolean('solved').notNull().default(false),
    pointsAwarded: integer('points_awarded').notNull().default(0),
    rewardedOn: date('rewarded_on', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.position] }),
    uniqueIndex('review_items_reward_key').on(t.userId, t.kind, t.soundId, t.rewardedOn),
  ],
);
