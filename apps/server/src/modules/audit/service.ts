import type { AuditEntry, auditActions, auditEntities } from '@tp/contract';
import { desc, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { auditLog, type UserRow } from '../../db/schema';
import { notFound } from '../../platform/http-error';

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
export async function listChanges(
  db: Database,
  { limit, before }: { limit: number; before?: string },
): Promise<{ entries: AuditEntry[]; nextBefore: string | null }> {
  const rows = await db
    .select()
    .from(auditLog)
    // Entries made in the same millisecond are told apart by id, so no page boundary skips one.
    .where(
      before
        ? sql`(${auditLog.at}, ${auditLog.id}) < (select a.at, a.id from ${auditLog} a where a.id = ${before})`
        : undefined,
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((r) => ({
      _id: r.id,
      at: r.at.toISOString(),
      actor: { _id: r.actorId, email: r.actorEmail },
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: r.before,
      after: r.after,
    })),
    nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
