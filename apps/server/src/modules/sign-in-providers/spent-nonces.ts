import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { spentNonces } from '../../db/schema';
import { hashToken } from '../../platform/secret-token';

/**
 * Records that an ID token's nonce was used, until the token expires. Returns false when it was
 * used before: one conditional insert, so two instances given the same token cannot both succeed.
 */
export async function spendNonce(db: Database, nonce: string, expiresAt: Date, now = new Date()) {
  await db.delete(spentNonces).where(lt(spentNonces.expiresAt, now));
  const rows = await db
    .insert(spentNonces)
    .values({ nonceHash: hashToken(nonce), expiresAt })
    .onConflictDoNothing()
    .returning({ nonceHash: spentNonces.nonceHash });
  return rows.length === 1;
}
