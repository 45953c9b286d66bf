import { isTypeable, type VariantProblem, variantProblems } from '@tp/phonetics';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { images, sounds, type UserRow, videos } from '../../db/schema';
import { badRequest, notFound } from '../../platform/http-error';
import { type MediaStorage, mediaUrlPrefix } from '../../platform/storage';
import { recordChange, recordedEdit } from '../audit';
import { toImage, toSound, toVideo } from '../levels';
import { deleteUnlessUsed } from './in-use';

/** Spaces collapsed and Unicode composed, as answers are compared. */
export const cleanAnswer = (answer: string) => answer.normalize('NFC').trim().replace(/\s+/g, ' ');

const variantMessages: Record<VariantProblem, string> = {
  empty: 'Write the variant',
  not_typeable: 'Use the phonetic keyboard’s symbols only',
  same_as_answer: 'Same as the answer',
  duplicate: 'Listed twice',
};

/** The answer and its variants as stored, or 400 naming each field the keyboard or the rules refuse. */
function acceptedSpellings(input: { answer: string; variants: readonly string[] }) {
  const answer = cleanAnswer(input.answer);
  const variants = input.variants.map(cleanAnswer);
  const fields: Record<string, string> = {};
  if (!isTypeable(answer)) fields.answer = 'Use the phonetic keyboard’s symbols only';
  for (const { index, problem } of variantProblems(answer, variants)) {
    fields[`variants.${index}`] = variantMessages[problem];
  }
  if (fields.answer) throw badRequest('The answer may use the keyboard’s symbols only.', fields);
  if (Object.keys(fields).length) {
    throw badRequest(
      'Each variant must be typeable and differ from the answer and the other variants.',
      fields,
    );
  }
  return { answer, variants };
}

/** A sound's picture must be an image that exists: 400 naming `imageId` otherwise. */
const unknownImage = (id: string) =>
  badRequest(`Nothing with id ${id} exists.`, { imageId: `Unknown id ${id}` });

/** The sounds, videos and images admins upload and name, each change recorded in the audit log. */
export function createMediaService(db: Database, storage: MediaStorage) {
  /** A link to `/media/…` must name a stored file; other links are the admin's to vouch for. */
  async function checkLink(field: string, link: string) {
    if (link.startsWith(mediaUrlPrefix) && !(await storage.has(link))) {
      throw badRequest('No uploaded file has this address.', { [field]: 'Unknown file' });
    }
  }

  const soundsWithPictures = (from: Pick<Database, 'select'> = db) =>
    from
      .select({ sound: sounds, image: images })
      .from(sounds)
      .leftJoin(images, eq(images.id, sounds.imageId));
  const soundOf = (r: { sound: typeof sounds.$inferSelect; image: typeof images.$inferSelect | null }) =>
    toSound(r.sound, r.image);

  return {
    sounds: async () => (await soundsWithPictures().orderBy(desc(sounds.createdAt))).map(soundOf),

    async createSound(
      actor: UserRow,
      input: { name: string; answer: string; variants: string[]; imageId: string | null; sound: string },
    ) {
      const { answer, variants } = acceptedSpellings(input);
      await checkLink('sound', input.sound);
      try {
        return await db.transaction(async (tx) => {
          const [image] = input.imageId
            ? await tx.select().from(images).where(eq(images.id, input.imageId))
            : [];
          if (input.imageId && !image) throw unknownImage(input.imageId);
          const [row] = await tx
            .insert(sounds)
            .values({ name: input.name, answer, variants, url: input.sound, imageId: input.imageId })
            .returning();
          if (!row) throw new Error('insert returned nothing');
          const sound = toSound(row, image);
          await recordChange(tx, actor, {
            action: 'create',
            entity: 'sound',
            entityId: row.id,
            after: sound,
          });
          return sound;
        });
      } catch (error) {
        // The image deleted between the check and the insert.
        if (input.imageId && isForeignKeyViolation(error)) throw unknownImage(input.imageId);
        throw error;
      }
    },

    async updateSound(
      actor: UserRow,
      id: string,
      input: { name: string; answer: string; variants: string[]; imageId?: string | null; sound?: string },
    ) {
      const { answer, variants } = acceptedSpellings(input);
      if (input.sound) await checkLink('sound', input.sound);
      const { imageId } = input;
      try {
        return await recordedEdit(db, actor, { entity: 'sound', id }, async (tx) => {
          const [current] = await soundsWithPictures(tx).where(eq(sounds.id, id));
          if (!current) return null;
          const [image] = imageId ? await tx.select().from(images).where(eq(images.id, imageId)) : [];
          if (imageId && !image) throw unknownImage(imageId);
          const [row] = await tx
            .update(sounds)
            .set({ name: input.name, answer, variants, url: input.sound, imageId })
            .where(eq(sounds.id, id))
            .returning();
          // Left out, the picture stays the one read with the sound.
          if (!row) return null;
          return {
            before: soundOf(current),
            after: toSound(row, imageId === undefined ? current.image : image),
          };
        });
      } catch (error) {
        // The image deleted between the check and the update.
        if (imageId && isForeignKeyViolation(error)) throw unknownImage(imageId);
        throw error;
      }
    },

    async deleteSound(actor: UserRow, id: string) {
      const [row] = await soundsWithPictures().where(eq(sounds.id, id));
      if (!row) throw notFound('No such sound.');
      await deleteUnlessUsed(db, 'sound', id, async (tx) => {
        await tx.delete(sounds).where(eq(sounds.id, id));
        await recordChange(tx, actor, {
          action: 'delete',
          entity: 'sound',
          entityId: id,
          before: soundOf(row),
        });
      });
    },

    videos: async () => (await db.select().from(videos).orderBy(desc(videos.createdAt))).map(toVideo),

    async createVideo(actor: UserRow, input: { title: string; link: string; level: number | null }) {
      await checkLink('link', input.link);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(videos)
          .values({ title: input.title, url: input.link, level: input.level })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        await recordChange(tx, actor, {
          action: 'create',
          entity: 'video',
          entityId: row.id,
          after: toVideo(row),
        });
        return toVideo(row);
      });
    },

    async updateVideo(
      actor: UserRow,
      id: string,
      input: { title: string; link?: string; level?: number | null },
    ) {
      if (input.link) await checkLink('link', input.link);
      return recordedEdit(db, actor, { entity: 'video', id }, async (tx) => {
        const [current] = await tx.select().from(videos).where(eq(videos.id, id));
        const [row] = current
          ? await tx
              .update(videos)
              .set({ title: input.title, url: input.link, level: input.level })
              .where(eq(videos.id, id))
              .returning()
          : [];
        return current && row ? { before: toVideo(current), after: toVideo(row) } : null;
      });
    },

    async deleteVideo(actor: UserRow, id: string) {
      const [row] = await db.select().from(videos).where(eq(videos.id, id));
      if (!row) throw notFound('No such video.');
      await deleteUnlessUsed(db, 'video', id, async (tx) => {
        await tx.delete(videos).where(eq(videos.id, id));
        await recordChange(tx, actor, {
          action: 'delete',
          entity: 'video',
          entityId: id,
          before: toVideo(row),
        });
      });
    },

    images: async () => (await db.select().from(images).orderBy(desc(images.createdAt))).map(toImage),

    async createImage(actor: UserRow, input: { title: string; link: string }) {
      await checkLink('link', input.link);
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(images).values({ title: input.title, url: input.link }).returning();
        if (!row) throw new Error('insert returned nothing');
        await recordChange(tx, actor, {
          action: 'create',
          entity: 'image',
          entityId: row.id,
          after: toImage(row),
        });
        return toImage(row);
      });
    },

    async updateImage(actor: UserRow, id: string, input: { title: string; link?: string }) {
      if (input.link) await checkLink('link', input.link);
      return recordedEdit(db, actor, { entity: 'image', id }, async (tx) => {
        const [current] = await tx.select().from(images).where(eq(images.id, id));
        const [row] = current
          ? await tx
              .update(images)
              .set({ title: input.title, url: input.link })
              .where(eq(images.id, id))
              .returning()
          : [];
        return current && row ? { before: toImage(current), after: toImage(row) } : null;
      });
    },

    async deleteImage(actor: UserRow, id: string) {
      const [row] = await db.select().from(images).where(eq(images.id, id));
      if (!row) throw notFound('No such image.');
      await deleteUnlessUsed(db, 'image', id, async (tx) => {
        await tx.delete(images).where(eq(images.id, id));
        await recordChange(tx, actor, {
          action: 'delete',
          entity: 'image',
          entityId: id,
          before: toImage(row),
        });
      });
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
