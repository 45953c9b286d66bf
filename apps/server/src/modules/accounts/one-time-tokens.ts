import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeTokens } from '../../db/schema';
import { hashToken, newSecretToken } from '../../platform/secret-token';

export type TokenPurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

const tokenLifetimeMs: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Issues a fresh token for `purpose`, retiring the user's earlier unused ones. Returns the raw token. */
export async function issueToken(db: Database, userId: string, purpose: TokenPurpose, now = new Date()) {
  const { token, hash } = newSecretToken();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    await tx.insert(oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + tokenLifetimeMs[purpose]),
    });
  });
  return token;
}

/** The token's row while it can be spent for `purpose`: unused and unexpired. */
const spendable = (token: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/**
 * Spends a token in one statement, so that two concurrent uses cannot both succeed.
 * Returns the user id, or null when the token is unknown, used, expired or for another purpose.
 */
export async function consumeToken(db: Database, token: string, purpose: TokenPurpose, now = new Date()) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(spendable(token, purpose, now))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** The user a token would be spent for, without spending it; null where `consumeToken` gives null. */
export async function tokenOwner(db: Database, token: string, purpose: TokenPurpose, now = new Date()) {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(spendable(token, purpose, now));
  return row?.userId ?? null;
}
