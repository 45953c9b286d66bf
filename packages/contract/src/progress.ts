import { z } from 'zod';
import { freezesMax } from './daily-goal';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import { badgeRule } from './quiz-requests';
import * as routes from './routes';

/** A learner's days besides the streak (`daily-goal.ts` `DayRecord`). */
export const dayFields = {
  /** The learner's calendar day (YYYY-MM-DD, their time zone) of their last completed item. */
  lastActiveOn: z.string().nullable(),
  /** Points earned on `lastActiveOn`. */
  dayPoints: z.number().int().min(0),
  /** Days on which the daily goal was met. */
  goalDays: z.number().int().min(0),
  streakFreezes: z.number().int().min(0),
};

/** Where a learner stands. `level` past the last level means the course is complete. */
export const progress = z.object({
  level: z.number().int().min(1),
  sublevel: z.number().int().min(0),
  /** The items of the level missed in this visit, by index, to come back after its last (`level-run.ts`). */
  retries: z.array(z.number().int().min(0)),
  displayedLevel: z.number().int().min(1),
  points: z.number().int().min(0),
  streak: z.number().int().min(0),
  ...dayFields,
  completed: z.boolean(),
});
export type Progress = z.infer<typeof progress>;

export const badge = z.object({
  _id: z.uuid(),
  name: z.string(),
  description: z.string(),
  imageURL: z.string(),
  rule: badgeRule,
});
export type Badge = z.infer<typeof badge>;

export const alignmentStep = z.object({
  op: z.enum(['match', 'substitute', 'missing', 'extra']),
  expected: z.string().optional(),
  typed: z.string().optional(),
});

/** What a checked answer gives back: the verdict, the alignment, and what it earned. */
export const answerVerdict = z.object({
  correct: z.boolean(),
  /**
   * The spelling the answer was compared with (normalised): the main answer or, when the answer
   * was one or was closest to one, an accepted variant. The alignment is against it.
   */
  expected: z.string(),
  /** The main answer (normalised); differs from `expected` when a variant was used. */
  answer: z.string(),
  alignment: z.array(alignmentStep),
  pointsAwarded: z.number().int().min(0),
  streak: z.number().int().min(0),
  newBadges: z.array(badge),
});

const dayFormats = new Map<string, Intl.DateTimeFormat | null>();
/** More than the time zones in use; past it the formats are made anew, so the map cannot grow. */
const dayFormatsMax = 1_000;

/**
 * The format of calendar days (YYYY-MM-DD: en-CA's) in `timeZone`, or null for a zone the runtime
 * does not know. Kept once made: making one costs more than checking an answer.
 */
export function dayFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    if (dayFormats.size >= dayFormatsMax) dayFormats.clear();
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      format = null;
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** An IANA time zone the runtime knows, such as Europe/Paris. */
export const timeZone = z
  .string()
  .max(64)
  .refine((tz) => dayFormat(tz) !== null, { message: 'Unknown time zone' });

/** Past any real guest's figures: the bounds of what a browser may claim. */
const guestCountMax = 1_000_000;

export const carryGuestProgress = endpoint({
  ...methodAndPath(routes.carryGuestProgress),
  access: 'user',
  summary:
    "Take on what a guest did in this browser, into an account made less than an hour ago that has played nothing yet: the level reached, the levels before it as completed (each item's points earned once, the points credited at most what those levels give), and the guest's days: streak, today's points, goals met and freezes. 409 `conflict` for any other account.",
  body: z.strictObject({
    level: z.number().int().min(1).max(100_000),
    points: z.number().int().min(0).max(guestCountMax),
    streak: z.number().int().min(0).max(guestCountMax),
    lastActiveOn: z.iso.date().nullable(),
    dayPoints: z.number().int().min(0).max(guestCountMax),
    goalDays: z.number().int().min(0).max(guestCountMax),
    streakFreezes: z.number().int().min(0).max(freezesMax),
    timeZone,
  }),
  responses: { 200: z.object({ progress }), 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
});

export const setLevel = endpoint({
  ...methodAndPath(routes.setLevel),
  access: 'user',
  summary:
    'Move the learner to the start of a level (for example the level a guest reached before signing up).',
  body: z.strictObject({
    level: z.number().int().min(1).max(100_000),
    incrementDisplayedLevel: z.boolean().optional(),
  }),
  responses: { 200: z.object({ progress }), 400: errorBody, 401: errorBody },
});

export const answer = endpoint({
  ...methodAndPath(routes.answer),
  access: 'user',
  summary:
    "Check the learner's answer to the current item; a right answer awards points, advances, counts the day's streak and awards badges. A speaking item's rating always passes it; Same counts as a hit of its word's sound in focus, Not yet as a miss (docs/decisions/0057). An account's answers are limited per minute (429, far above a person's pace).",
  body: z.strictObject({
    levelId: z.uuid(),
    sublevel: z.number().int().min(0).max(10_000),
    /**
     * Typed symbols for sound, video and listening items; the chosen option's index for MCQs; 0 for
     * info; for speaking, the learner's rating of their try (`speakingRatings`: 0 unrated, 1 Same,
     * 2 Not yet), which counts for the sound in focus of the word and is refused (400) as any other value.
     */
    answer: z.union([z.string().max(500), z.number().int().min(0).max(1000)]),
    /** A clue was used on this item: it then gives half the points. */
    clueUsed: z.boolean().default(false),
    timeZone,
  }),
  responses: {
    200: answerVerdict.extend({ progress }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
    409: errorBody,
    429: errorBody,
  },
});

export const resetProgress = endpoint({
  ...methodAndPath(routes.resetProgress),
  access: 'user',
  summary: 'Start the course again from level 1. Points, streak and badges are kept.',
  responses: { 200: z.object({ progress }), 401: errorBody },
});
