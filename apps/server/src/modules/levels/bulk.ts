import type { AdminLevel, BulkLevelsBody } from '@tp/contract';
import { inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { levels, type UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../platform/http-error';
import { recordChange } from '../audit';
import { changeCourse, checkPlayable, renumber } from './admin-service';
import { loadCourse } from './course';

const ids = (list: readonly AdminLevel[]) => list.map((level) => level._id);

/**
 * Publishes, unpublishes, deletes or moves the chosen levels, in one transaction with the course
 * locked: a refusal (an unknown level, an empty one to publish, a position out of range) changes
 * nothing. Returns the course after the change.
 */
export function bulkChangeLevels(db: Database, actor: UserRow, body: BulkLevelsBody) {
  return changeCourse(db, async (tx) => {
    const course = await loadCourse(tx);
    const wanted = new Set(body.ids);
    const chosen = course.filter((level) => wanted.has(level._id));
    if (chosen.length !== wanted.size) {
      const known = new Set(ids(course));
      throw notFound(`No such level: ${body.ids.filter((id) => !known.has(id)).join(', ')}.`);
    }
    const rest = course.filter((level) => !wanted.has(level._id));
    switch (body.action) {
      case 'publish':
      case 'unpublish':
        await setPublished(tx, actor, chosen, body.action === 'publish');
        break;
      case 'delete':
        await tx.delete(levels).where(inArray(levels.id, body.ids));
        await renumber(tx, ids(rest));
        for (const before of chosen) {
          await recordChange(tx, actor, { action: 'delete', entity: 'level', entityId: before._id, before });
        }
        break;
      case 'move': {
        const last = rest.length + 1;
        if (body.position > last) {
          throw badRequest(`The levels can go at positions 1 to ${last}.`, { position: `At most ${last}` });
        }
        const next = ids(rest);
        next.splice(body.position - 1, 0, ...ids(chosen));
        await renumber(tx, next);
        await recordChange(tx, actor, {
          action: 'reorder',
          entity: 'level',
          entityId: null,
          before: ids(course),
          after: next,
        });
        break;
      }
    }
    return loadCourse(tx);
  });
}

async function setPublished(tx: Tx, actor: UserRow, chosen: readonly AdminLevel[], published: boolean) {
  const changing = chosen.filter((level) => level.published !== published);
  for (const level of changing) {
    checkPlayable(
      { ...level, published },
      `Level ${level.level} needs at least one item before it is published.`,
    );
  }
  if (changing.length === 0) return;
  await tx
    .update(levels)
    .set({ published })
    .where(inArray(levels.id, ids(changing)));
  for (const level of changing) {
    await recordChange(tx, actor, {
      action: 'update',
      entity: 'level',
      entityId: level._id,
      before: { published: level.published },
      after: { published },
    });
  }
}
