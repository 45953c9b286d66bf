import type { PublicUser } from '@tp/contract';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { feedback, subscribers, type UserRow, users } from '../../db/schema';

/** E-mail addresses are compared and stored lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export const toPublicUser = (u: UserRow): PublicUser => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  verified: u.verified,
  accountType: u.accountType,
  points: u.points,
  streak: u.streak,
  lastActiveOn: u.lastActiveOn,
  dayPoints: u.dayPoints,
  goalDays: u.goalDays,
  streakFreezes: u.streakFreezes,
  badges: u.badges,
  level: u.level,
  sublevel: u.sublevel,
  retries: u.retries,
  displayedLevel: u.displayedLevel,
  languages: u.languages,
  createdAt: u.createdAt.toISOString(),
  settings: u.settings,
  firstLanguage: u.firstLanguage ?? null,
  hasPassword: u.passwordHash !== null,
});

/**
 * Deletes an account and what is its own: tokens, badges, settings go with the row; the
 * mailing-list subscription and contact messages of its address go too, but only if the account
 * proved that address (else anyone could erase them by signing up with it).
 */
export async function eraseAccount(tx: Tx, user: UserRow): Promise<void> {
  if (user.verified) {
    await tx.delete(subscribers).where(eq(subscribers.email, user.email));
    await tx.delete(feedback).where(eq(feedback.email, user.email));
  }
  await tx.delete(users).where(eq(users.id, user.id));
}
