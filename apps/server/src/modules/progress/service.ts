import {
  type AdminLevel,
  dailyGoalDefault,
  isSpeakingRating,
  itemIndexAt,
  itemPoints,
  type Progress,
  placeAfter,
  speakingModel,
  speakingRatings,
} from '@tp/contract';
import { itemCount } from '@tp/contract/level-items';
import {
  compareAccepted,
  ratingOutcomes,
  type SoundOutcome,
  type SpeakingFocus,
  soundOutcomes,
  speakingFocus,
} from '@tp/phonetics';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { completedItems, completedLevels, type UserRow, users } from '../../db/schema';
import type { TokenClaims } from '../../platform/auth-token';
import { badRequest, httpError } from '../../platform/http-error';
import { enforceLimits, type RateLimitStore } from '../../platform/rate-limit';
import { type Sessions, touchEveryMs } from '../accounts';
import type { CourseCache } from '../levels';
import { awardBadges, dayOf, dayUpdate, learnerDay, toBadge } from '../rewards';
import { answerStatement } from './answer-statement';
import { carriedDay, carriedLevels, type GuestProgress } from './guest-carry';
import { type Learner, learnerOf, recentLearners } from './recent-learners';

export interface AnswerInput {
  levelId: string;
  sublevel: number;
  answer: string | number;
  clueUsed: boolean;
  timeZone: string;
}

const toProgress = (
  u: Pick<
    UserRow,
    | 'level'
    | 'sublevel'
    | 'retries'
    | 'displayedLevel'
    | 'points'
    | 'streak'
    | 'lastActiveOn'
    | 'dayPoints'
    | 'goalDays'
    | 'streakFreezes'
  >,
  length: number,
): Progress => ({
  level: u.level,
  sublevel: u.sublevel,
  retries: u.retries,
  displayedLevel: u.displayedLevel,
  points: u.points,
  streak: u.streak,
  lastActiveOn: u.lastActiveOn,
  dayPoints: u.dayPoints,
  goalDays: u.goalDays,
  streakFreezes: u.streakFreezes,
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
 * The place of the first premium-only level of `course` the learner has not completed (a free
 * learner may go to it, and see what premium opens, but not past it), or null when there is none.
 */
async function firstLockedPlace(db: Database, userId: string, course: readonly AdminLevel[]) {
  const premium = course.filter((level) => level.premiumOnly);
  if (premium.length === 0) return null;
  const rows = await db
    .select({ levelId: completedLevels.levelId })
    .from(completedLevels)
    .where(
      and(
        eq(completedLevels.userId, userId),
        inArray(
          completedLevels.levelId,
          premium.map((level) => level._id),
        ),
      ),
    );
  const completed = new Set(rows.map((row) => row.levelId));
  return premium.find((level) => !completed.has(level._id))?.level ?? null;
}

const stale = () => httpError('stale_progress', 'This is not your current item; your progress was reloaded.');

/** Rows inserted by one statement, far within PostgreSQL's limit on parameters. */
const insertRowsMax = 1_000;

/** How often an answer reads the learner again when they changed while it was checked. */
const readsMax = 3;

/**
 * The item at `index` of a level: a question, a sound, a text (info), or a text with its word's
 * sound in focus, when the course has a model of it (speaking).
 */
function itemOf(level: AdminLevel, index: number) {
  if (level.type === 'mcq') return { mcq: level.mcqs[index] };
  if (level.type === 'info') return {};
  if (level.type === 'speaking') {
    const model = speakingModel(level.sounds, level.texts[index] ?? '');
    return { speaking: { focus: model ? speakingFocus(model.answer) : null } };
  }
  return { sound: level.sounds[index] };
}

/**
 * What a speaking item's rating counts (docs/decisions/0057): Same a hit of its word's sound in
 * focus, Not yet a miss; nothing unrated or without a model. Any other answer is refused.
 */
function ratingCounts(focus: SpeakingFocus | null, answer: string | number): SoundOutcome[] {
  if (!isSpeakingRating(answer)) {
    throw badRequest('A speaking item is answered with a rating.', {
      answer: `One of ${Object.values(speakingRatings).join(', ')}`,
    });
  }
  return focus && answer !== speakingRatings.unrated
    ? ratingOutcomes(focus, answer === speakingRatings.same)
    : [];
}

/**
 * The verdict, and what was given (normalised; an MCQ's chosen option as its text) for the
 * dashboard. A typed answer is checked against the item's answer and its accepted variants, and
 * aligned with the closest of them (`expected`).
 */
function check(item: ReturnType<typeof itemOf>, answer: string | number) {
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

/**
 * Learners' progress through the course. The course itself (its levels, their items and answers)
 * comes from the course cache, as `GET /levels` sends it, and is never read per answer.
 */
export function createProgressService(
  db: Database,
  course: Pick<CourseCache, 'playable' | 'published'>,
  sessions: Pick<Sessions, 'resume'>,
  {
    limit,
    now = () => new Date(),
  }: {
    /** Answers one account may send a minute; past it, 429 (each answer is a write). */
    limit: { store: RateLimitStore; perMinute: number };
    now?: (() => Date) | undefined;
  },
) {
  const recordAnswer = answerStatement(db);
  const recent = recentLearners({ keepMs: touchEveryMs });
  return {
    /**
     * Checks an answer to the learner's current item and records it in one statement, which
     * writes only while the session runs and the learner is still where the answer was checked: two
     * answers sent at once are applied one after the other, the second finds the item already
     * passed and is refused, and nothing is awarded twice. The learner is read only when this
     * instance does not remember them (`recentLearners`) or the statement found them changed.
     */
    async answer(session: TokenClaims, input: AnswerInput) {
      await enforceLimits(limit.store, [
        { key: `answer:user:${session.userId}`, max: limit.perMinute, windowMs: 60_000 },
      ]);
      // Learners play the published levels; a level's `level` is its place among them.
      const found = await course.playable(input.levelId);
      if (!found) throw httpError('not_found', 'This level does not exist.');
      const { level, courseLength: length } = found;
      const count = itemCount(level);
      let known: { learner: Learner; readAt: number } | null = recent.get(session.sessionId, now().getTime());
      for (let attempt = 1; attempt <= readsMax; attempt++) {
        const read = known === null;
        if (!known) {
          const user = await sessions.resume(session);
          if (!user) {
            recent.forget(session.sessionId);
            throw httpError('unauthorized', 'Sign in to continue.');
          }
          known = { learner: learnerOf(user), readAt: now().getTime() };
        }
        const { learner, readAt } = known;
        // The item at the learner's place: the learner's misses say which, past the level's own.
        const place = { sublevel: input.sublevel, retries: learner.retries };
        const index = itemIndexAt(count, place);
        // An answer passes only an item that exists: an empty level, or a place past its run, has none.
        const exists = index !== undefined && index < count;
        const item = exists ? itemOf(level, index) : {};
        const { given, ...result } = check(item, input.answer);
        const outcomes = item.speaking
          ? ratingCounts(item.speaking.focus, input.answer)
          : soundOutcomes(result.alignment);
        const itemId = item.sound?._id ?? item.mcq?._id ?? null;
        const after = placeAfter(count, place, result.correct);
        const levelDone = after === null;
        const points = itemPoints(level, { lastOfLevel: levelDone, clueUsed: input.clueUsed });
        const refusal =
          level.level !== learner.level || input.sublevel !== learner.sublevel
            ? stale()
            : level.premiumOnly && learner.accountType !== 'premium'
              ? httpError('premium_required', 'This level is for premium learners.')
              : exists
                ? null
                : httpError('not_found', 'This item does not exist.');
        // A refusal stands only against the learner as they are now.
        if (refusal && read) throw refusal;
        const day = learnerDay(learner, input.timeZone, now());
        const goal = learner.dailyGoal ?? dailyGoalDefault;
        // The day as it ends with the item's points, and without them (an item completed before):
        // the statement knows which.
        const update = dayUpdate(learner, day, points, goal);
        const { dayPoints, goalDays, streakFreezes } = dayUpdate(learner, day, 0, goal);
        const next = {
          level: levelDone ? learner.level + 1 : learner.level,
          sublevel: after?.sublevel ?? 0,
          retries: after?.retries ?? [],
          streak: update.streak,
          lastActiveOn: update.lastActiveOn,
          earned: {
            dayPoints: update.dayPoints,
            goalDays: update.goalDays,
            streakFreezes: update.streakFreezes,
          },
          unearned: { dayPoints, goalDays, streakFreezes },
          timeZone: update.timeZone ?? learner.timeZone,
          timeZoneSetAt: update.timeZoneSetAt ?? null,
        };
        const row = refusal
          ? null
          : await recordAnswer({
              learner,
              sessionId: session.sessionId,
              premiumOnly: level.premiumOnly,
              day: day.today,
              outcomes,
              levelId: level._id,
              itemId,
              correct: result.correct,
              given,
              // Points and a completed level count once each: after a rewind or a reset, answering
              // again moves the learner on (and keeps the streak) but earns nothing more.
              completed: { item: itemId ?? `text:${index}`, level: levelDone, points },
              next,
            });
        if (row) {
          const { sublevel, retries } = row;
          const moved = result.correct
            ? {
                ...{ level: row.level, sublevel, retries, ...dayOf(row) },
                timeZone: next.timeZone,
                timeZoneSetAt: next.timeZoneSetAt ?? learner.timeZoneSetAt,
              }
            : { sublevel, retries };
          recent.remember(session.sessionId, { ...learner, ...moved }, readAt);
          return {
            ...result,
            pointsAwarded: result.correct && row.firstTime ? points : 0,
            progress: toProgress(row, length),
            streak: row.streak,
            newBadges: row.newBadges.map(toBadge),
          };
        }
        // The learner (or their session) changed since they were read or remembered: read them.
        known = null;
      }
      throw stale();
    },

    /**
     * Moves the learner (the row the request's guard read) to the start of `level`: back to any
     * level, forward as far as the highest they have reached (one past the last means complete),
     * never past a premium level a free learner has not completed. A new account's first move may carry a guest's progress further
     * (docs/design.md §5): the browser checked those answers, and carrying them earns nothing.
     */
    async setLevel(user: UserRow, level: number, raiseDisplayed: boolean): Promise<Progress> {
      const userId = user.id;
      const published = await course.published();
      const length = published.length;
      const reach = raiseDisplayed && carriesGuestProgress(user, now()) ? length + 1 : user.displayedLevel;
      const furthest = Math.min(length + 1, reach);
      if (level > furthest) {
        throw httpError('validation_failed', 'You have not reached this level yet.', {
          fields: { level: `At most ${furthest}` },
        });
      }
      const locked = user.accountType === 'premium' ? null : await firstLockedPlace(db, userId, published);
      if (locked !== null && level > locked) {
        throw httpError('premium_required', 'This level is for premium learners.');
      }
      const [updated] = await db
        .update(users)
        .set({
          level,
          sublevel: 0,
          retries: [],
          ...(raiseDisplayed ? { displayedLevel: sql`greatest(${users.displayedLevel}, ${level})` } : {}),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!updated) throw httpError('unauthorized', 'Sign in to continue.');
      return toProgress(updated, length);
    },

    /**
     * Takes on a guest's progress (docs/design.md §5 "Guests") in a new account that has played
     * nothing: the browser checked the guest's answers, so what is credited is bounded by the
     * course: the levels before the one reached, each item completed once, and at most their points.
     */
    async carryGuest(user: UserRow, guest: GuestProgress): Promise<Progress> {
      const conflict = () => httpError('conflict', 'This account has progress of its own.');
      if (!carriesGuestProgress(user, now())) throw conflict();
      const published = await course.published();
      const level = Math.min(guest.level, published.length + 1);
      const locked = user.accountType === 'premium' ? null : await firstLockedPlace(db, user.id, published);
      if (locked !== null && level > locked)
        throw httpError('premium_required', 'This level is for premium learners.');
      const carried = carriedLevels(published, level);
      const points = Math.min(guest.points, carried.points);
      const day = learnerDay(user, guest.timeZone, now());
      return db.transaction(async (tx) => {
        // Only an account still untouched takes it on: a second carry, even sent at once, finds none.
        const [updated] = await tx
          .update(users)
          .set({
            level,
            sublevel: 0,
            retries: [],
            displayedLevel: level,
            points: sql`${users.points} + ${points}`,
            levelsCompleted: carried.levels.length,
            ...carriedDay(guest, day.today, points),
            ...day.zoneChange,
          })
          .where(and(eq(users.id, user.id), eq(users.displayedLevel, 1), eq(users.levelsCompleted, 0)))
          .returning();
        if (!updated) throw conflict();
        for (let at = 0; at < carried.items.length; at += insertRowsMax) {
          const rows = carried.items.slice(at, at + insertRowsMax);
          await tx.insert(completedItems).values(rows.map((row) => ({ userId: user.id, ...row })));
        }
        if (carried.levels.length > 0) {
          await tx
            .insert(completedLevels)
            .values(carried.levels.map((l) => ({ userId: user.id, levelId: l._id })));
        }
        await awardBadges(tx, updated);
        return toProgress(updated, published.length);
      });
    },

    /** Back to level 1. Points, streak and badges are earned and stay. */
    async reset(userId: string): Promise<Progress> {
      const [updated] = await db
        .update(users)
        .set({ level: 1, sublevel: 0, retries: [], displayedLevel: 1 })
        .where(eq(users.id, userId))
        .returning();
      if (!updated) throw httpError('unauthorized', 'Sign in to continue.');
      return toProgress(updated, (await course.published()).length);
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
