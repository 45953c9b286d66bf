import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { toPublicUser } from '../accounts';

/** Every user, newest first. */
export async function listUsers(db: Database) {
  return (await db.select().from(users).orderBy(desc(users.createdAt))).map(toPublicUser);
}
