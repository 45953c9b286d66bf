import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { levelMcqs, levelSounds, levels } from '../../db/schema';
import { inUse } from '../../platform/http-error';

type Used = 'sound' | 'mcq' | 'video' | 'image';

const level = { level: levels.level };

/** The level numbers that use a piece of content, by what ties it to them. */
const levelsUsing = (db: Database | Tx, kind: Used, id: string) => {
  const query = {
    sound: () =>
      db
        .selectDistinct(level)
        .from(levelSounds)
        .innerJoin(levels, eq(levels.id, levelSounds.levelId))
        .where(eq(levelSounds.soundId, id)),
    mcq: () =>
      db
        .selectDistinct(level)
        .from(levelMcqs)
        .innerJoin(levels, eq(levels.id, levelMcqs.levelId))
        .where(eq(levelMcqs.mcqId, id)),
    video: () => db.selectDistinct(level).from(levels).where(eq(levels.videoId, id)),
    image: () => db.selectDistinct(level).from(levels).where(eq(levels.imageId, id)),
  }[kind]();
  return query.orderBy(asc(levels.level)).then((rows) => rows.map((r) => r.level));
};

/**
 * Deletes content unless a level uses it: 409 `in_use` naming the levels. A level taking it at the
 * same moment trips the foreign key instead, which is answered the same way.
 */
export async function deleteUnlessUsed(
  db: Database,
  kind: Used,
  id: string,
  remove: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  const used = await levelsUsing(db, kind, id);
  if (used.length) throw inUse(used);
  try {
    await db.transaction(remove);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUse(await levelsUsing(db, kind, id));
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
