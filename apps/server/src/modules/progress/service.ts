import type { Progress } from '@tp/contract';
import { compareAccepted, soundOutcomes } from '@tp/phonetics';
import { and, asc, count, eq, notExists, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  completedItems,
  completedLevels,
  levelMcqs,
  levelSounds,
  levels,
  mcqs,
  sounds,
  type UserRow,
  users,
} from '../../db/schema';
import { httpError } from '../../platform/http-error';
import { activityUpdate, awardBadges } from '../rewards/service';
import { learnerDay } from '../rewards/streak';
import { recordSoundOutcomes } from '../sounds/record';
import { recordItemAnswer } from './item-answers';

type LevelRow = typeof levels.$inferSelect;

export interface AnswerInput {
  levelId: string;
  sublevel: number;
  answer: string | number;
  clueUsed: boolean;
  timeZone: string;
}

/** Learners play the published levels only; their level is a place among those (decision 0033). */
const courseLength = async (db: Database | Tx) =>
  (await db.select({ n: count() }).from(levels).where(eq(levels.published, true)))[0]?.n ?? 0;

export const toProgress = (u: UserRow, length: number): Progress => ({
  level: u.level,
  sublevel: u.sublevel,
  displayedLevel: u.displayedLevel,
  points: u.points,
  streak: u.streak,
  completed: u.level > length,
});

/** How long after sign-up a new account may take on a guest's progress. */
const guestCarryMs = 60 * 60 * 1000;

/** A new account that has played nothing yet may start where its guest got to, once. */
const carriesGuestProgress = (user: UserRow, now: Date) =>
  user.displayedLevel === 1 &&
  user.levelsCompleted === 0 &&
  now.getTime() - user.createdAt.getTime() < guestCarryMs;

/**
 * The place of the first premium-only level the learner has not completed (a free learner may go
 * to it, and see what premium opens, but not past it), or null when there is none.
 */
async function firstLockedPlace(db: Database, userId: string): Promise<number | null> {
  const placed = db
    .select({
      id: levels.id,
      premiumOnly: levels.premiumOnly,
      place: sql<number>`row_number() over (order by ${levels.level})`.as('place'),
    })
    .from(levels)
    .where(eq(levels.published, true))
    .as('placed');
  const completed = db
    .select({ levelId: completedLevels.levelId })
    .from(completedLevels)
    .where(and(eq(completedLevels.userId, userId), eq(completedLevels.levelId, placed.id)));
  const [row] = await db
    .select({
      place: sql<number | null>`min(${placed.place})`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(placed)
    .where(and(eq(placed.premiumOnly, true), notExists(completed)));
  return row?.place ?? null;
}

/** Whether an insert that skips conflicts wrote its row: a completion's first time. */
const inserted = async (insert: { returning(): Promise<unknown[]> }) => (await insert.returning()).length > 0;

/** The item the learner answers: its expected answer and how to check it. */
async function itemOf(tx: Tx, level: LevelRow, sublevel: number) {
  if (level.type === 'mcq') {
    const rows = await tx
      .select({ mcq: mcqs })
      .from(levelMcqs)
      .innerJoin(mcqs, eq(mcqs.id, levelMcqs.mcqId))
      .where(eq(levelMcqs.levelId, level.id))
      .orderBy(asc(levelMcqs.position));
    return { count: rows.length, mcq: rows[sublevel]?.mcq };
  }
  if (level.type === 'sound' || level.type === 'video' || level.type === 'listening') {
    const rows = await tx
      .select({ sound: sounds })
      .from(levelSounds)
      .innerJoin(sounds, eq(sounds.id, levelSounds.soundId))
      .where(eq(levelSounds.levelId, level.id))
      .orderBy(asc(levelSounds.position));
    return { count: rows.length, sound: rows[sublevel]?.sound };
  }
  // Info and speaking levels: one item per text, and never checked.
  return { count: level.texts.length };
}

/**
 * The verdict, and what was given (normalised; an MCQ's chosen option as its text) for the
 * dashboard. A typed answer is checked against the item's answer and its accepted variants, and
 * aligned with the closest of them (`expected`).
 */
function check(item: Awaited<ReturnType<typeof itemOf>>, answer: string | number) {
  if (item.mcq) {
    const { options, correctAnswer } = item.mcq;
    const expected = options[correctAnswer]?.text ?? '';
    // The chosen index, or (as some clients send) the chosen option's text.
    const correct = typeof answer === 'number' ? answer === correctAnswer : answer.trim() === expected;
    const given = typeof answer === 'number' ? (options[answer]?.text ?? String(answer)) : answer.trim();
    return { correct, expected, answer: expected, alignment: [], given };
  }
  if (item.sound) {
    const result = compareAccepted(item.sound, String(answer));
    return {
      correct: result.correct,
      expected: result.expected,
      answer: result.answer,
      alignment: [...result.alignment],
      given: result.typed,
    };
  }
  return { correct: true, expected: '', answer: '', alignment: [], given: '' };
}

export function createProgressService(db: Database, now: () => Date = () => new Date()) {
  return {
    /**
     * Checks an answer to the learner's current item. The user row is locked for the whole check,
     * so two answers sent at once are applied one after the other: the second finds the item
     * already passed and is refused, and nothing is awarded twice.
     */
    async answer(userId: string, input: AnswerInput) {
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) throw httpError('unauthorized', 'Sign in to continue.');
        // The course's length and the level's place in it come with the level: one statement
        // fewer on every answer. Both count published levels only, as learners' levels do.
        const [found] = await tx
          .select({
            level: levels,
            // Written out in full: drizzle would name the outer column without its table here.
            place:
              sql<number>`(select count(*) from ${levels} as l where l.published and l.level <= "levels"."level")`.mapWith(
                Number,
              ),
            courseLength: sql<number>`(select count(*) from ${levels} as l where l.published)`.mapWith(
              Number,
            ),
          })
          .from(levels)
          .where(and(eq(levels.id, input.levelId), eq(levels.published, true)));
        const level = found?.level;
        if (!level) throw httpError('not_found', 'This level does not exist.');
        if (found.place !== user.level || input.sublevel !== user.sublevel) {
          throw httpError('stale_progress', 'This is not your current item; your progress was reloaded.');
        }
        if (level.premiumOnly && user.accountType !== 'premium') {
          throw httpError('premium_required', 'This level is for premium learners.');
        }

        const item = await itemOf(tx, level, input.sublevel);
        // An answer passes only an item that exists: an empty level, or a place past its items, has none.
        if (input.sublevel >= item.count) throw httpError('not_found', 'This item does not exist.');
        const { given, ...result } = check(item, input.answer);
        const day = learnerDay(user, input.timeZone, now());
        // Recorded in this transaction: if the progress update fails, no statistics remain.
        await recordSoundOutcomes(tx, user.id, day.today, soundOutcomes(result.alignment));
        const itemId = item.sound?.id ?? item.mcq?.id;
        if (itemId) {
          await recordItemAnswer(tx, {
            userId: user.id,
            levelId: level.id,
            itemId,
            correct: result.correct,
            answer: given,
          });
        }
        const length = found.courseLength;
        if (!result.correct) {
          return {
            ...result,
            pointsAwarded: 0,
            progress: toProgress(user, length),
            streak: user.streak,
            newBadges: [],
          };
        }

        // Points and a completed level count once each: after a rewind or a reset, answering
        // again moves the learner on (and keeps the streak) but earns nothing more.
        const done = { userId: user.id, levelId: level.id, item: itemId ?? `text:${input.sublevel}` };
        const firstTime = await inserted(tx.insert(completedItems).values(done).onConflictDoNothing());
        const points = input.clueUsed ? Math.floor(level.points / 2) : level.points;
        const pointsAwarded = firstTime ? points : 0;
        const levelDone = input.sublevel + 1 >= item.count;
        const levelFirstDone =
          levelDone &&
          (await inserted(
            tx.insert(completedLevels).values({ userId: user.id, levelId: level.id }).onConflictDoNothing(),
          ));
        const nextLevel = levelDone ? user.level + 1 : user.level;
        const [updated] = await tx
          .update(users)
          .set({
            level: nextLevel,
            sublevel: levelDone ? 0 : input.sublevel + 1,
            displayedLevel: Math.max(user.displayedLevel, nextLevel),
            levelsCompleted: user.levelsCompleted + (levelFirstDone ? 1 : 0),
            ...activityUpdate(user, pointsAwarded, day),
          })
          .where(eq(users.id, user.id))
          .returning();
        if (!updated) throw new Error('progress update returned no row');
        const newBadges = await awardBadges(tx, updated);
        return {
          ...result,
          pointsAwarded,
          progress: toProgress(updated, length),
          streak: updated.streak,
          newBadges,
        };
      });
    },

    /**
     * Moves the learner to the start of `level`: back to any level, forward as far as the highest
     * they have reached (one past the last means complete), never past a premium level a free
     * learner has not completed. A new account's first move may carry a guest's progress further
     * (DESIGN §5): the browser checked those answers, and carrying them earns nothing.
     */
    async setLevel(userId: string, level: number, raiseDisplayed: boolean): Promise<Progress> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw httpError('unauthorized', 'Sign in to continue.');
      const length = await courseLength(db);
      const reach = raiseDisplayed && carriesGuestProgress(user, now()) ? length + 1 : user.displayedLevel;
      if (level > Math.min(length + 1, reach)) {
        throw httpError('validation_failed', 'You have not reached this level yet.', {
          fields: { level: `At most ${Math.min(length + 1, reach)}` },
        });
      }
      const locked = user.accountType === 'premium' ? null : await firstLockedPlace(db, userId);
      if (locked !== null && level > locked) {
        throw httpError('premium_required', 'This level is for premium learners.');
      }
      const [updated] = await db
        .update(users)
        .set({
          level,
          sublevel: 0,
          ...(raiseDisplayed ? { displayedLevel: sql`greatest(${users.displayedLevel}, ${level})` } : {}),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!updated) throw httpError('unauthorized', 'Sign in to continue.');
      return toProgress(updated, length);
    },

    /** Back to level 1. Points, streak and badges are earned and stay. */
    async reset(userId: string): Promise<Progress> {
      const [updated] = await db
        .update(users)
        .set({ level: 1, sublevel: 0, displayedLevel: 1 })
        .where(eq(users.id, userId))
        .returning();
      if (!updated) throw httpError('unauthorized', 'Sign in to continue.');
      return toProgress(updated, await courseLength(db));
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
