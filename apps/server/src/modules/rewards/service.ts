import { afterActivity, type Badge, type DayRecord, dailyGoalDefault } from '@tp/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { badges, type UserRow, userBadges, users } from '../../db/schema';
import { ruleMet } from './badge-rules';
import type { LearnerDay } from './streak';

// What a learner earns by playing, whether through the course (progress) or a review (sounds):
// points, the day's streak and badges.

export const toBadge = (
  b: Pick<typeof badges.$inferSelect, 'id' | 'name' | 'description' | 'imageUrl' | 'rule' | 'threshold'>,
): Badge => ({
  _id: b.id,
  name: b.name,
  description: b.description,
  imageURL: b.imageUrl,
  rule: { kind: b.rule, threshold: b.threshold },
});

/** The learner's daily goal, their own or the default. */
const dailyGoalOf = (user: Pick<UserRow, 'settings'>) => user.settings.dailyGoal ?? dailyGoalDefault;

/**
 * What a completed item earning `points` on the learner's day changes besides points and the
 * level: the streak, the day's points, goals met and freezes (`daily-goal.ts`), and the stored
 * time zone when the day was worked out in a new one.
 */
export function dayUpdate(user: DayRecord, { today, zoneChange }: LearnerDay, points: number, goal: number) {
  return { ...afterActivity(user, today, points, goal), ...zoneChange };
}

/** The learner's days as the API shows them. */
export const dayOf = ({
  streak,
  lastActiveOn,
  dayPoints,
  goalDays,
  streakFreezes,
}: DayRecord): DayRecord => ({
  streak,
  lastActiveOn,
  dayPoints,
  goalDays,
  streakFreezes,
});

/** The fields a completed item changes besides the level: points, and the day's (`dayUpdate`). */
export function activityUpdate(user: UserRow, pointsAwarded: number, day: LearnerDay) {
  return { points: user.points + pointsAwarded, ...dayUpdate(user, day, pointsAwarded, dailyGoalOf(user)) };
}

/** Awards every badge whose rule the learner now meets for the first time (the user row is locked). */
export async function awardBadges(tx: Tx, user: UserRow): Promise<Badge[]> {
  const candidates = await tx
    .select({ badge: badges })
    .from(badges)
    .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.userId, user.id)))
    .where(sql`${userBadges.badgeId} is null`);
  const achieved = { levelsCompleted: user.levelsCompleted, points: user.points, streak: user.streak };
  const earned = candidates
    .map((c) => c.badge)
    .filter((b) => ruleMet({ kind: b.rule, threshold: b.threshold }, achieved));
  if (earned.length === 0) return [];
  await tx
    .insert(userBadges)
    .values(earned.map((b) => ({ userId: user.id, badgeId: b.id })))
    .onConflictDoNothing();
  await tx
    .update(users)
    .set({ badges: [...user.badges, ...earned.map((b) => b.name)] })
    .where(eq(users.id, user.id));
  return earned.map(toBadge);
}
