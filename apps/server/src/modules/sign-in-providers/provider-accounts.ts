import { limits } from '@tp/contract';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { sessions, type UserRow, userIdentities, users } from '../../db/schema';
import { httpError } from '../../platform/http-error';
import { normaliseEmail } from '../accounts';

/** Who a sign-in provider says signed in. */
export interface ProviderProfile {
  provider: (typeof userIdentities.$inferInsert)['provider'];
  /** The provider's stable id for the person. */
  subject: string;
  email: string | undefined;
  /** Whether the provider vouches that the person owns `email`. */
  emailVerified: boolean;
  name: string | undefined;
}

const unverified = () =>
  httpError(
    'email_unverified',
    'The sign-in provider does not confirm this e-mail address, so it cannot sign in to an account here.',
  );

/** A name for a new account: the provider's, else the e-mail's local part. */
const nameFor = (profile: ProviderProfile, email: string) =>
  (profile.name?.trim() || email.split('@')[0] || email).slice(0, limits.nameMax);

/** The account a provider sign-in reached, and whether this sign-in created it. */
export interface ProviderAccount {
  user: UserRow;
  created: boolean;
}

async function findOrCreate(tx: Tx, profile: ProviderProfile): Promise<ProviderAccount> {
  const [linked] = await tx
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, profile.provider), eq(userIdentities.subject, profile.subject)));
  if (linked) return { user: linked.user, created: false };

  // Only an address the provider vouches for may find, or create, an account.
  if (!profile.email || !profile.emailVerified) throw unverified();
  const email = normaliseEmail(profile.email);
  const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
  const [user] = existing
    ? await tx
        .update(users)
        // A password set on an address nobody had proved may be a stranger's: it goes, and so
        // do the sessions it opened. A proved account keeps its password.
        .set(existing.verified ? { verified: true } : { verified: true, passwordHash: null })
        .where(eq(users.id, existing.id))
        .returning()
    : await tx
        .insert(users)
        .values({ name: nameFor(profile, email), email, passwordHash: null, verified: true })
        .returning();
  if (!user) throw new Error('no user row');
  if (existing && !existing.verified) await tx.delete(sessions).where(eq(sessions.userId, existing.id));
  await tx
    .insert(userIdentities)
    .values({ provider: profile.provider, subject: profile.subject, userId: user.id });
  return { user, created: !existing };
}

/**
 * The account a provider sign-in belongs to: the one linked to the provider's subject, else the
 * one with the verified e-mail address (linked from now on), else a new one without a password.
 * The account counts as verified: the provider proved the address.
 */
export async function accountForProvider(db: Database, profile: ProviderProfile): Promise<ProviderAccount> {
  try {
    return await db.transaction((tx) => findOrCreate(tx, profile));
  } catch (err) {
    // Two first sign-ins at once: the other one created the account or the link; use it.
    if (!isUniqueViolation(err)) throw err;
    return db.transaction((tx) => findOrCreate(tx, profile));
  }
}
