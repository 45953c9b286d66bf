import type { Progress } from '@tp/contract';
import { compareAccepted, soundOutcomes } from '@tp/phonetics';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { levelMcqs, levelSounds, levels, mcqs, sounds, type UserRow, users } from '../../db/schema';
import { httpError } from '../../platform/http-error';
import { activityUpdate, awardBadges } from '../rewards/service';
import { localDay } from '../rewards/streak';
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
        const today = localDay(now(), input.timeZone);
        // Recorded in this transaction: if the progress update fails, no statistics remain.
        await recordSoundOutcomes(tx, user.id, today, soundOutcomes(result.alignment));
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

        const pointsAwarded = input.clueUsed ? Math.floor(level.points / 2) : level.points;
        const levelDone = input.sublevel + 1 >= item.count;
        const nextLevel = levelDone ? user.level + 1 : user.level;
        const [updated] = await tx
          .update(users)
          .set({
            level: nextLevel,
            sublevel: levelDone ? 0 : input.sublevel + 1,
            displayedLevel: Math.max(user.displayedLevel, nextLevel),
            ...activityUpdate(user, pointsAwarded, today),
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

    /** Moves the learner to the start of `level` (up to one past the last, which means complete). */
    async setLevel(userId: string, level: number, raiseDisplayed: boolean): Promise<Progress> {
      const length = await courseLength(db);
      if (level > length + 1) {
        throw httpError('validation_failed', 'There is no such level.', {
          fields: {
            level: `At most ${length + 1}`,
          },
        });
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
