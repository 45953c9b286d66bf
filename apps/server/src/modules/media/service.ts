import { isTypeable } from '@tp/phonetics';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { images, sounds, type UserRow, videos } from '../../db/schema';
import { badRequest, notFound } from '../../platform/http-error';
import { type MediaStorage, mediaUrlPrefix } from '../../platform/storage';
import { recordChange } from '../audit/service';
import { toImage, toSound, toVideo } from '../levels/course';
import { deleteUnlessUsed } from './in-use';

/** Spaces collapsed and Unicode composed, as answers are compared. */
export const cleanAnswer = (answer: string) => answer.normalize('NFC').trim().replace(/\s+/g, ' ');

/** The sounds, videos and images admins upload and name, each change recorded in the audit log. */
export function createMediaService(db: Database, storage: MediaStorage) {
  /** A link to `/media/…` must name a stored file; other links are the admin's to vouch for. */
  async function checkLink(field: string, link: string) {
    if (link.startsWith(mediaUrlPrefix) && !(await storage.has(link))) {
      throw badRequest('No uploaded file has this address.', { [field]: 'Unknown file' });
    }
  }

  return {
    sounds: async () => (await db.select().from(sounds).orderBy(desc(sounds.createdAt))).map(toSound),

    async createSound(actor: UserRow, input: { name: string; answer: string; sound: string }) {
      const answer = cleanAnswer(input.answer);
      if (!isTypeable(answer)) {
        throw badRequest('The answer may use the keyboard’s symbols only.', {
          answer: 'Use the phonetic keyboard’s symbols only',
        });
      }
      await checkLink('sound', input.sound);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sounds)
          .values({ name: input.name, answer, url: input.sound })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        await recordChange(tx, actor, {
          action: 'create',
          entity: 'sound',
          entityId: row.id,
          after: toSound(row),
        });
        return toSound(row);
      });
    },

    async deleteSound(actor: UserRow, id: string) {
      const [row] = await db.select().from(sounds).where(eq(sounds.id, id));
      if (!row) throw notFound('No such sound.');
      await deleteUnlessUsed(db, 'sound', id, async (tx) => {
        await tx.delete(sounds).where(eq(sounds.id, id));
        await recordChange(tx, actor, {
          action: 'delete',
          entity: 'sound',
          entityId: id,
          before: toSound(row),
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
