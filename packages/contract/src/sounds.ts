import { z } from 'zod';
import { levelTypes, reviewedSoundsMax } from './constants';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import { image, sound } from './levels';
import { answerVerdict, dayFields, timeZone } from './progress';
import * as routes from './routes';

/** A calendar day, YYYY-MM-DD. */
export const isoDay = z.iso.date();

const count = z.number().int().min(0).max(1_000_000);

/** One sound's record: all-time counts, the symbols typed in its place, and the last 14 days. */
export const soundStat = z.object({
  symbol: z.string(),
  attempts: count,
  right: count,
  missed: count,
  /** right / attempts, from 0 to 1. */
  accuracy: z.number().min(0).max(1),
  confusions: z.array(z.object({ heardAs: z.string(), count })),
  trend: z.array(z.object({ day: isoDay, attempts: count, right: count })),
});
export type SoundStat = z.infer<typeof soundStat>;

export const mySounds = endpoint({
  ...methodAndPath(routes.mySounds),
  access: 'user',
  summary:
    "The learner's record with each sound they have met: attempts, accuracy, the sounds it is most often confused with, and the last 14 days in their time zone.",
  query: z.strictObject({ timeZone: timeZone.default('UTC') }),
  responses: { 200: z.object({ sounds: z.array(soundStat) }), 400: errorBody, 401: errorBody },
});

/** Limits of the statistics a guest brings to a new account. */
export const guestSoundLimits = { days: 31, symbolsPerDay: 64, confusions: 2000, countMax: 100_000 } as const;

const guestCount = z.number().int().min(0).max(guestSoundLimits.countMax);

export const mergeGuestSounds = endpoint({
  ...methodAndPath(routes.mergeGuestSounds),
  access: 'user',
  summary:
    'Carry the statistics a guest kept in the browser into the new account. Accepted once, while the account has none of its own.',
  body: z.strictObject({
    /** Day → symbol → [attempts, right, missed]. */
    days: z
      .record(isoDay, z.record(z.string().max(4), z.tuple([guestCount, guestCount, guestCount])))
      .refine((days) => Object.keys(days).length <= guestSoundLimits.days, {
        message: `At most ${guestSoundLimits.days} days`,
      })
      .refine(
        (days) => Object.values(days).every((d) => Object.keys(d).length <= guestSoundLimits.symbolsPerDay),
        {
          message: `At most ${guestSoundLimits.symbolsPerDay} sounds a day`,
        },
      ),
    /** Symbol → symbol typed in its place → how often. */
    confusions: z
      .record(z.string().max(4), z.record(z.string().max(4), guestCount))
      .refine(
        (all) =>
          Object.values(all).reduce((n, c) => n + Object.keys(c).length, 0) <= guestSoundLimits.confusions,
        { message: `At most ${guestSoundLimits.confusions} confusions` },
      ),
  }),
  responses: { 200: z.object({ merged: z.boolean() }), 400: errorBody, 401: errorBody, 409: errorBody },
});

/** A course sound to hear and type, shown with its own picture, else its level's. */
const typingItem = z.object({
  position: z.number().int().min(0),
  kind: z.literal('typing'),
  /** The weak sound it practises. */
  symbol: z.string(),
  sound,
  image: image.nullable(),
});

/** A minimal pair to tell apart by ear: the audio of one word, both words as options. */
const pairItem = z.object({
  position: z.number().int().min(0),
  kind: z.literal('pair'),
  symbol: z.string(),
  /** The sound the other word has in its place. */
  pairedWith: z.string(),
  /** URL of the audio to hear. */
  audio: z.string(),
  options: z.array(z.string()),
});

export const reviewItem = z.discriminatedUnion('kind', [typingItem, pairItem]);
export type ReviewItem = z.infer<typeof reviewItem>;

export const startReview = endpoint({
  ...methodAndPath(routes.startReview),
  access: 'user',
  summary:
    "Build a review of the learner's weakest sounds, or of the sounds named (those a level's summary found missed, of those the learner has got wrong): course items whose answers hold them, and minimal pairs from the course's words to tell apart by ear.",
  body: z
    .strictObject({ sounds: z.array(z.string().min(1).max(4)).min(1).max(reviewedSoundsMax) })
    // Sent without a body (the weakest sounds), it arrives as null.
    .nullish(),
  responses: {
    201: z.object({ reviewId: z.uuid(), sounds: z.array(z.string()), items: z.array(reviewItem) }),
    401: errorBody,
    409: errorBody,
  },
});

export const answerReview = endpoint({
  ...methodAndPath(routes.answerReview),
  access: 'user',
  summary:
    "Check an answer to an item of the learner's review. A right answer earns the item's level points (at most once a day per item) and never moves the learner's level.",
  params: z.object({ id: z.uuid() }),
  body: z.strictObject({
    position: z.number().int().min(0).max(100),
    /** The typed symbols for a typing item, the chosen option's index for a pair. */
    answer: z.union([z.string().max(500), z.number().int().min(0).max(10)]),
    clueUsed: z.boolean().default(false),
    timeZone,
  }),
  responses: {
    200: answerVerdict.extend({ points: z.number().int().min(0), ...dayFields }),
    400: errorBody,
    401: errorBody,
    404: errorBody,
    409: errorBody,
  },
});

/** A level's first answers: how many learners answered an item first, and how many of them right. */
export const levelAnswerStat = z.object({
  levelId: z.uuid(),
  firstTries: count,
  firstTryCorrect: count,
  /** Learners who answered any of its items, and learners who completed it. */
  started: count,
  finished: count,
});

export const levelAnswerStats = endpoint({
  ...methodAndPath(routes.levelAnswerStats),
  access: 'admin',
  summary:
    "For every level, how many learners' first answers to its items there were and how many were right, and how many learners started and finished it.",
  responses: { 200: z.object({ levels: z.array(levelAnswerStat) }), 401: errorBody, 403: errorBody },
});

export const levelAnswerDetails = endpoint({
  ...methodAndPath(routes.levelAnswerDetails),
  access: 'admin',
  summary: 'Per item of a level: the first-try share and the most common wrong answers.',
  params: z.object({ id: z.uuid() }),
  responses: {
    200: z.object({
      items: z.array(
        z.object({
          itemId: z.uuid(),
          /** The sound's name or the MCQ's question. */
          label: z.string(),
          expected: z.string(),
          firstTries: count,
          firstTryCorrect: count,
          wrongAnswers: z.array(z.object({ answer: z.string(), count })),
        }),
      ),
    }),
    401: errorBody,
    403: errorBody,
    404: errorBody,
  },
});

/** An item as the insights show it: its learners, its first-try share and what learners got wrong. */
const itemInsight = z.object({
  itemId: z.uuid(),
  /** The sound's name or the MCQ's question. */
  label: z.string(),
  expected: z.string(),
  /** Learners who answered it, and learners who answered it right in the end. */
  started: count,
  finished: count,
  firstTryCorrect: count,
  /** The most common wrong answers as typed (normalised), most common first. */
  wrongAnswers: z.array(z.object({ answer: z.string(), count })),
  /** The expected symbols most often left out or typed as another, most often first. */
  missedSymbols: z.array(z.object({ symbol: z.string(), count })),
});

/** A level as the insights show it, its items hardest first. */
const levelInsight = z.object({
  levelId: z.uuid(),
  level: z.number().int(),
  type: z.enum(levelTypes),
  started: count,
  finished: count,
  firstTries: count,
  firstTryCorrect: count,
  items: z.array(itemInsight),
});
export type LevelInsight = z.infer<typeof levelInsight>;

export const courseInsights = endpoint({
  ...methodAndPath(routes.courseInsights),
  access: 'admin',
  summary:
    'What learners miss: the levels learners answered, hardest first (lowest first-try share), each with its learners started and finished and its items, hardest first, with their common wrong answers and missed symbols.',
  responses: {
    200: z.object({
      levels: z.array(levelInsight),
    }),
    401: errorBody,
    403: errorBody,
  },
});
