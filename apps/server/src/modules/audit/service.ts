import type { AuditEntry, auditActions, auditEntities } from '@tp/contract';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { after, newestFirst, page } from '../../db/pages';
import { auditLog, type UserRow } from '../../db/schema';
import { notFound } from '../../platform/http-error';
import { normaliseEmail } from '../accounts';

export interface Change {
  action: (typeof auditActions)[number];
  entity: (typeof auditEntities)[number];
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** Records a change to the course, inside the transaction that makes it, so both happen or neither. */
export async function recordChange(tx: Tx, actor: UserRow, change: Change): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * One edit in one transaction with its entry: `change` returns the record before and after, or
 * null when nothing has the id (404 `No such <entity>.`).
 */
export function recordedEdit<T>(
  db: Database,
  actor: UserRow,
  { entity, id }: { entity: Change['entity']; id: string },
  change: (tx: Tx) => Promise<{ before: T; after: T } | null>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const changed = await change(tx);
    if (!changed) throw notFound(`No such ${entity}.`);
    await recordChange(tx, actor, { action: 'update', entity, entityId: id, ...changed });
    return changed.after;
  });
}

/** A page of the log, newest first; `nextBefore` continues it. */
const log = { table: auditLog, at: auditLog.at, id: auditLog.id };

/** A page of the log, newest first, of one kind of record or one admin if asked; `nextBefore` continues it. */
export async function listChanges(
  db: Database,
  query: {
    limit: number;
    before?: string | undefined;
    entity?: Change['entity'] | undefined;
    actor?: string | undefined;
  },
): Promise<{ entries: AuditEntry[]; nextBefore: string | null; actors: string[] }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        after(log, query.before),
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.actor ? eq(auditLog.actorEmail, normaliseEmail(query.actor)) : undefined,
      ),
    )
    .orderBy(...newestFirst(log))
    .limit(query.limit + 1);
  const actors = await db
    .selectDistinct({ email: auditLog.actorEmail })
    .from(auditLog)
    .orderBy(auditLog.actorEmail);
  const { rows: entries, nextBefore } = page(rows, query.limit);
  return {
    entries: entries.map((r) => ({
      _id: r.id,
      at: r.at.toISOString(),
      actor: { _id: r.actorId, email: r.actorEmail },
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: r.before,
      after: r.after,
    })),
    nextBefore,
    actors: actors.map((a) => a.email),
  };
}
