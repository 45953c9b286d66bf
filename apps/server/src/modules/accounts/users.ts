import type { PublicUser } from '@tp/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema';

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
  badges: u.badges,
  level: u.level,
  sublevel: u.sublevel,
  displayedLevel: u.displayedLevel,
  languages: u.languages,
  createdAt: u.createdAt.toISOString(),
  settings: u.settings,
  hasPassword: u.passwordHash !== null,
});
