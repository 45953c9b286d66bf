import type { AdminLevel, LevelType, TextTranslations } from '@tp/contract';
import { publishBlocker } from '@tp/contract/level-items';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { images, levelMcqs, levelSounds, levels, mcqs, sounds, type UserRow, videos } from '../../db/schema';
import { badRequest, httpError, notFound } from '../../platform/http-error';
import { recordChange } from '../audit';
import { loadCourse } from './course';
import { carryTextTranslations, compactTextTranslations } from './translations';

const noLevel = () => notFound('No such level.');

/** Level changes run one at a time, so that two admins never renumber the course at once. */
async function lockCourse(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tp.course'))`);
}

/** The level ids in course order. */
async function courseOrder(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: levels.id })
    .from(levels)
    .orderBy(asc(levels.level), asc(levels.createdAt));
  return rows.map((r) => r.id);
}

/** Numbers the levels 1..N in the given order, in one statement. */
export async function renumber(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = sql.join(
    ids.map((id, i) => sql`(${id}::uuid, ${i + 1}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update levels set level = v.n from (values ${rows}) as v(id, n) where levels.id = v.id and levels.level <> v.n`,
  );
}

async function loadLevel(tx: Database | Tx, id: string): Promise<AdminLevel> {
  const [level] = await loadCourse(tx, id);
  if (!level) throw noLevel();
  return level;
}

/** Throws 409 when a published level would be without anything for learners to answer. */
export function checkPlayable(level: AdminLevel, message: string): void {
  if (level.published && publishBlocker(level)) throw httpError('level_empty', message);
}

const clamp = (n: number, max: number) => Math.min(Math.max(n, 1), max);

/** Which level types take which content, by the update call that sets it. */
const contentTypes = {
  sounds: ['sound', 'listening'],
  video: ['video'],
  mcqs: ['mcq'],
  texts: ['info', 'speaking'],
} as const satisfies Record<string, readonly LevelType[]>;

export type LevelContent =
  | { kind: 'sounds'; sounds: string[]; imageId: string | null }
  | { kind: 'video'; video: string; sounds: string[] }
  | { kind: 'mcqs'; mcqs: string[] }
  | { kind: 'texts'; texts: string[]; translations?: TextTranslations | undefined };

/**
 * The translations stored with new texts: those given (only info texts are translated: speaking
 * prompts are what the learner says), else each unchanged text keeps its own.
 */
function textTranslationsFor(before: AdminLevel, texts: readonly string[], given?: TextTranslations) {
  if (!given) return carryTextTranslations(before.texts, before.translations, texts);
  const translations = compactTextTranslations(given);
  if (before.type !== 'info' && Object.keys(translations).length > 0) {
    throw badRequest('Only the texts of info levels are translated.', {
      translations: 'Only info texts are translated',
    });
  }
  return translations;
}

/** Throws 400 naming the field when an id is repeated or unknown. */
async function checkIds(
  tx: Tx,
  field: string,
  ids: readonly string[],
  table: typeof sounds | typeof mcqs | typeof videos | typeof images,
): Promise<void> {
  if (new Set(ids).size !== ids.length)
    throw badRequest('An item is listed twice.', { [field]: 'Listed twice' });
  if (ids.length === 0) return;
  const found = new Set(
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(inArray(table.id, [...ids]))
    ).map((r) => r.id),
  );
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw badRequest(`Nothing with id ${missing} exists.`, { [field]: `Unknown id ${missing}` });
}

/** Replaces a level's sounds or MCQs with the given ones, in order. */
async function replaceSounds(tx: Tx, levelId: string, ids: readonly string[]) {
  await tx.delete(levelSounds).where(eq(levelSounds.levelId, levelId));
  if (ids.length)
    await tx.insert(levelSounds).values(ids.map((soundId, position) => ({ levelId, position, soundId })));
}
async function replaceMcqs(tx: Tx, levelId: string, ids: readonly string[]) {
  await tx.delete(levelMcqs).where(eq(levelMcqs.levelId, levelId));
  if (ids.length)
    await tx.insert(levelMcqs).values(ids.map((mcqId, position) => ({ levelId, position, mcqId })));
}

/** The admin's changes to the course structure and each level's content, each recorded in the audit log. */
/** Runs a change to the course in one transaction, with the course locked. */
export const changeCourse = <T>(db: Database, work: (tx: Tx) => Promise<T>) =>
  db.transaction(async (tx) => {
    await lockCourse(tx);
    return work(tx);
  });

export function createLevelAdmin(db: Database) {
  const change = <T>(work: (tx: Tx) => Promise<T>) => changeCourse(db, work);

  return {
    level: (id: string) => loadLevel(db, id),
    course: () => loadCourse(db),

    create: (actor: UserRow, input: { level: number; type: LevelType; points: number }) =>
      change(async (tx) => {
        const order = await courseOrder(tx);
        const position = clamp(input.level, order.length + 1);
        const [row] = await tx
          .insert(levels)
          .values({ level: position, type: input.type, points: input.points, published: false })
          .returning({ id: levels.id });
        if (!row) throw new Error('insert returned nothing');
        order.splice(position - 1, 0, row.id);
        await renumber(tx, order);
        const created = await loadLevel(tx, row.id);
        await recordChange(tx, actor, {
          action: 'create',
          entity: 'level',
          entityId: row.id,
          after: created,
        });
        return created;
      }),

    move: (actor: UserRow, id: string, to: number) =>
      change(async (tx) => {
        const order = await courseOrder(tx);
        const from = order.indexOf(id);
        if (from < 0) throw noLevel();
        const position = clamp(to, order.length);
        order.splice(from, 1);
        order.splice(position - 1, 0, id);
        await renumber(tx, order);
        await recordChange(tx, actor, {
          action: 'update',
          entity: 'level',
          entityId: id,
          before: { level: from + 1 },
          after: { level: position },
        });
        return loadCourse(tx);
      }),

    reorder: (actor: UserRow, wanted: readonly { _id: string; level: number }[]) =>
      change(async (tx) => {
        const order = await courseOrder(tx);
        const ids = wanted.map((l) => l._id);
        if (new Set(ids).size !== ids.length) {
          throw badRequest('A level is listed twice.', { levels: 'Listed twice' });
        }
        const current = new Set(order);
        if (ids.length !== order.length || ids.some((id) => !current.has(id))) {
          throw httpError(
            'conflict',
            'The levels changed since this order was made. Reload them and try again.',
          );
        }
        // Sorting is stable: levels given the same number keep the order they were listed in.
        const next = [...wanted].sort((a, b) => a.level - b.level).map((l) => l._id);
        await renumber(tx, next);
        await recordChange(tx, actor, {
          action: 'reorder',
          entity: 'level',
          entityId: null,
          before: order,
          after: next,
        });
        return loadCourse(tx);
      }),

    remove: (actor: UserRow, id: string) =>
      change(async (tx) => {
        const before = await loadLevel(tx, id);
        await tx.delete(levels).where(eq(levels.id, id));
        await renumber(tx, await courseOrder(tx));
        await recordChange(tx, actor, { action: 'delete', entity: 'level', entityId: id, before });
        return { deleted: before.level, levels: await loadCourse(tx) };
      }),

    updateSettings: (
      actor: UserRow,
      id: string,
      settings: {
        points?: number | undefined;
        premiumOnly?: boolean | undefined;
        published?: boolean | undefined;
      },
    ) =>
      change(async (tx) => {
        const before = await loadLevel(tx, id);
        if (settings.published) {
          checkPlayable(
            { ...before, published: true },
            'A level needs at least one item before it is published.',
          );
        }
        if (Object.values(settings).some((value) => value !== undefined)) {
          await tx.update(levels).set(settings).where(eq(levels.id, id));
        }
        const after = await loadLevel(tx, id);
        await recordChange(tx, actor, { action: 'update', entity: 'level', entityId: id, before, after });
        return after;
      }),

    updateContent: (actor: UserRow, id: string, content: LevelContent) =>
      change(async (tx) => {
        const before = await loadLevel(tx, id);
        const accepted: readonly LevelType[] = contentTypes[content.kind];
        if (!accepted.includes(before.type)) {
          throw httpError(
            'wrong_level_type',
            `Level ${before.level} is a ${before.type} level; this change is for ${accepted.join(' or ')} levels.`,
          );
        }
        switch (content.kind) {
          case 'sounds':
            await checkIds(tx, 'sounds', content.sounds, sounds);
            if (content.imageId) await checkIds(tx, 'imageId', [content.imageId], images);
            await tx.update(levels).set({ imageId: content.imageId }).where(eq(levels.id, id));
            await replaceSounds(tx, id, content.sounds);
            break;
          case 'video':
            await checkIds(tx, 'sounds', content.sounds, sounds);
            await checkIds(tx, 'video', [content.video], videos);
            await tx.update(levels).set({ videoId: content.video }).where(eq(levels.id, id));
            await replaceSounds(tx, id, content.sounds);
            break;
          case 'mcqs':
            await checkIds(tx, 'mcqs', content.mcqs, mcqs);
            await replaceMcqs(tx, id, content.mcqs);
            break;
          case 'texts':
            await tx
              .update(levels)
              .set({
                texts: content.texts,
                textTranslations: textTranslationsFor(before, content.texts, content.translations),
              })
              .where(eq(levels.id, id));
            break;
        }
        const after = await loadLevel(tx, id);
        // Emptying a published level would let learners pass it on any answer: unpublish it first.
        checkPlayable(after, 'A published level needs at least one item; unpublish it before emptying it.');
        await recordChange(tx, actor, { action: 'update', entity: 'level', entityId: id, before, after });
        return after;
      }),
  };
}

export type LevelAdmin = ReturnType<typeof createLevelAdmin>;
