import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { levelMcqs, levelSounds, levels, sounds } from '../../db/schema';
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
    // A level's own picture, or the picture of one of its sounds.
    image: () =>
      db
        .selectDistinct(level)
        .from(levels)
        .where(
          or(
            eq(levels.imageId, id),
            inArray(
              levels.id,
              db
                .select({ id: levelSounds.levelId })
                .from(levelSounds)
                .innerJoin(sounds, eq(sounds.id, levelSounds.soundId))
                .where(eq(sounds.imageId, id)),
            ),
          ),
        ),
  }[kind]();
  return query.orderBy(asc(levels.level)).then((rows) => rows.map((r) => r.level));
};

/** Whether a sound, in a level or not, has an image as its own picture. */
const isSoundPicture = async (db: Database | Tx, id: string) =>
  (await db.select({ id: sounds.id }).from(sounds).where(eq(sounds.imageId, id)).limit(1)).length > 0;

/**
 * Deletes content unless a level (or, for an image, a sound) uses it: 409 `in_use` naming the
 * levels. A level or sound taking it at the same moment trips the foreign key instead, which is
 * answered the same way.
 */
export async function deleteUnlessUsed(
  db: Database,
  kind: Used,
  id: string,
  remove: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  const used = await levelsUsing(db, kind, id);
  if (used.length || (kind === 'image' && (await isSoundPicture(db, id)))) throw inUse(used);
  try {
    await db.transaction(remove);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUse(await levelsUsing(db, kind, id));
    throw error;
  }
}
