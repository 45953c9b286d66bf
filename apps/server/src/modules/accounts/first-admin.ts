import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { newPasswordFault, type PasswordFault } from './new-passwords';
import { normaliseEmail } from './users';

const adminName = 'Admin';

/** Why the server will not start with a chosen password. */
const refusals: Record<PasswordFault, string> = {
  common: 'ADMIN_PASSWORD is too common: choose one that is harder to guess.',
  weak: 'ADMIN_PASSWORD is too easy to guess: choose a longer one, without the admin e-mail address or common words.',
};

/**
 * On an empty database, creates the first admin. Returns the credentials when it did, with
 * `generated` set when the password was made up here (it is then shown once and never again).
 * A chosen password that is common or easy to guess is refused, as it is for every account.
 */
export async function createFirstAdmin(db: Database, email: string, password: string | undefined) {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const fault = password === undefined ? null : await newPasswordFault(password, [adminName, email]);
  if (fault) throw new Error(refusals[fault]);
  const chosen = password ?? randomBytes(12).toString('base64url');
  const created = await db
    .insert(users)
    .values({
      name: adminName,
      email: normaliseEmail(email),
      passwordHash: await hash(chosen),
      role: 'admin',
      verified: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.length ? { email: normaliseEmail(email), password: chosen, generated: !password } : null;
}
