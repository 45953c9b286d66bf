import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knownSignInAddresses, type UserRow, users } from '../../db/schema';
import { networkOf } from '../../platform/ip-network';
import { normaliseEmail } from './users';

/** An address stays known this long after its last sign-in to the account. */
const knownForDays = 180;

const knownSince = () => sql`now() - make_interval(days => ${knownForDays})`;

/** Notes that `user` signed in from `address`'s network, and forgets those it has not used for long. */
export async function rememberAddress(db: Database, userId: string, address: string): Promise<void> {
  await db
    .delete(knownSignInAddresses)
    .where(and(eq(knownSignInAddresses.userId, userId), lt(knownSignInAddresses.lastSignInAt, knownSince())));
  await db
    .insert(knownSignInAddresses)
    .values({ userId, address: networkOf(address) })
    .onConflictDoUpdate({
      target: [knownSignInAddresses.userId, knownSignInAddresses.address],
      set: { lastSignInAt: sql`now()` },
    });
}

/** The account of `email`, and whether it has signed in from `address`'s network lately; one read. */
export async function findUserAndAddress(
  db: Database,
  email: string,
  address: string,
): Promise<{ user: UserRow; knownAddress: boolean } | null> {
  const [row] = await db
    .select({ user: users, lastSignInAt: knownSignInAddresses.lastSignInAt })
    .from(users)
    .leftJoin(
      knownSignInAddresses,
      and(
        eq(knownSignInAddresses.userId, users.id),
        eq(knownSignInAddresses.address, networkOf(address)),
        gt(knownSignInAddresses.lastSignInAt, knownSince()),
      ),
    )
    .where(eq(users.email, normaliseEmail(email)));
  return row ? { user: row.user, knownAddress: row.lastSignInAt !== null } : null;
}
