import type { InboxMessage, MessageKind } from '@tp/contract';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { after, newestFirst, page } from '../../db/pages';
import { feedback, type UserRow, users } from '../../db/schema';
import { httpError, notFound } from '../../platform/http-error';
import { eraseAccount, findUserByEmail } from '../accounts';
import { recordChange } from '../audit';
import { confirmationOf } from '../site';

const inbox = { table: feedback, at: feedback.createdAt, id: feedback.id };

// Each message comes with the account of its address, which a deletion request would delete.
const withAccount = (db: Database) =>
  db
    .select({
      message: feedback,
      account: { id: users.id, name: users.name, role: users.role },
    })
    .from(feedback)
    .leftJoin(users, eq(users.email, feedback.email));

type Row = Awaited<ReturnType<ReturnType<typeof withAccount>['where']>>[number];

const toMessage = ({ message: m, account }: Row, now: Date): InboxMessage => ({
  _id: m.id,
  kind: m.kind,
  name: m.name,
  email: m.email,
  message: m.message,
  at: m.createdAt.toISOString(),
  handledAt: m.handledAt?.toISOString() ?? null,
  account: account && { _id: account.id, name: account.name, role: account.role },
  confirmation: confirmationOf(m, now),
});

const statusIs = { open: isNull(feedback.handledAt), handled: isNotNull(feedback.handledAt) };

/** A page of the inbox, newest first, of one kind or status if asked. */
export async function listMessages(
  db: Database,
  query: {
    limit: number;
    before?: string | undefined;
    kind?: MessageKind | undefined;
    status?: keyof typeof statusIs | undefined;
  },
  now: Date,
) {
  const rows = await withAccount(db)
    .where(
      and(
        after(inbox, query.before),
        query.kind ? eq(feedback.kind, query.kind) : undefined,
        query.status ? statusIs[query.status] : undefined,
      ),
    )
    .orderBy(...newestFirst(inbox))
    .limit(query.limit + 1);
  const { rows: messages, nextBefore } = page(
    rows.map((r) => ({ ...r, id: r.message.id })),
    query.limit,
  );
  return { messages: messages.map((m) => toMessage(m, now)), nextBefore };
}

async function findMessage(db: Database, id: string): Promise<Row> {
  const [row] = await withAccount(db).where(eq(feedback.id, id));
  if (!row) throw notFound('There is no such message.');
  return row;
}

/** Marks a message handled, keeping when it first was, or waiting again. */
export async function markHandled(
  db: Database,
  id: string,
  handled: boolean,
  now: Date,
): Promise<InboxMessage> {
  await db
    .update(feedback)
    .set({ handledAt: handled ? now : null })
    .where(and(eq(feedback.id, id), handled ? isNull(feedback.handledAt) : undefined));
  return toMessage(await findMessage(db, id), now);
}

/**
 * Deletes the account a deletion request names by its address, as the account's own deletion
 * would, records who did it, and marks the request handled (when the deletion leaves it). Only a
 * request the address's owner confirmed deletes anything.
 */
export async function deleteRequestedAccount(
  db: Database,
  admin: UserRow,
  id: string,
  now: Date,
): Promise<void> {
  const { message } = await findMessage(db, id);
  if (message.kind !== 'account-deletion') {
    throw httpError('conflict', 'This message is not an account-deletion request.');
  }
  const account = await findUserByEmail(db, message.email);
  if (!account) throw notFound(`No account has the address ${message.email}.`);
  if (account.role === 'admin') {
    throw httpError('conflict', 'This is an admin’s account; it is not deleted from the inbox.');
  }
  const confirmation = confirmationOf(message, now);
  if (confirmation?.status === 'expired') {
    throw httpError('conflict', 'The owner did not confirm this request in time; it has expired.');
  }
  if (confirmation?.status !== 'confirmed') {
    throw httpError('conflict', 'The owner has not confirmed this request.');
  }
  await db.transaction(async (tx) => {
    await eraseAccount(tx, account);
    await tx.update(feedback).set({ handledAt: now }).where(eq(feedback.id, id));
    await recordChange(tx, admin, {
      action: 'delete',
      entity: 'account',
      entityId: account.id,
      before: { name: account.name, email: account.email, role: account.role, verified: account.verified },
    });
  });
}
