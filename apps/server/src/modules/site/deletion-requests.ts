import type { InboxMessage } from '@tp/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedback } from '../../db/schema';
import { httpError } from '../../platform/http-error';
import { hashToken, newSecretToken } from '../../platform/secret-token';

// An account is deleted only on its owner's word: a deletion request names an address, and only
// the owner of that address, signed in or through a link mailed there, makes it one to act on.

/** How long the mailed link confirms a request (the mails and the request page say 7 days). */
const confirmationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * What a new deletion request stores about its confirmation: confirmed at once when the address's
 * owner sent it signed in; else a fresh link's token (returned, to mail), stored as its hash with
 * when it expires.
 */
export function newConfirmation(byOwner: boolean, now: Date) {
  if (byOwner) return { token: null, columns: { confirmedAt: now } };
  const { token, hash } = newSecretToken();
  const expiresAt = new Date(now.getTime() + confirmationLifetimeMs);
  return { token, columns: { confirmationTokenHash: hash, confirmationExpiresAt: expiresAt } };
}

/**
 * Confirms the request of a mailed link in one statement, so that two uses cannot both succeed.
 * An unknown, used or expired link is refused alike.
 */
export async function confirmDeletionRequest(db: Database, token: string, now: Date): Promise<void> {
  const [row] = await db
    .update(feedback)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(feedback.confirmationTokenHash, hashToken(token)),
        isNull(feedback.confirmedAt),
        gt(feedback.confirmationExpiresAt, now),
      ),
    )
    .returning({ id: feedback.id });
  if (!row) {
    throw httpError('invalid_token', 'This confirmation link is not valid: it is unknown, used or expired.');
  }
}

/**
 * Where a deletion request stands, with when it was confirmed or until when it may be; null for a
 * contact message. A request kept before confirmations were asked has no link: it is expired.
 */
export function confirmationOf(
  message: typeof feedback.$inferSelect,
  now: Date,
): InboxMessage['confirmation'] {
  if (message.kind !== 'account-deletion') return null;
  if (message.confirmedAt) return { status: 'confirmed', at: message.confirmedAt.toISOString() };
  const until = message.confirmationExpiresAt;
  return { status: until && until > now ? 'awaiting' : 'expired', at: until?.toISOString() ?? null };
}
