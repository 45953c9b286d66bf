import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Manifest, parseManifest } from '@tp/content/manifest';
import { loadTranslations, mcqTranslations, textTranslations } from '@tp/content/translations';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appMeta,
  badges,
  images,
  levelMcqs,
  levelSounds,
  levels,
  mcqs,
  sounds,
  videos,
} from '../../db/schema';
import type { MediaStorage } from '../../platform/storage';
import { mcqOptions } from './course';

const seededKey = 'demo-course';

/**
 * Loads the demo course into a database that has never had one: once per database, and only
 * while it has no levels, so that it never duplicates the course or overwrites an admin's work.
 * Returns the number of levels created.
 */
export async function seedDemoCourse(
  db: Database,
  storage: MediaStorage,
  contentDir: string,
): Promise<number> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, seededKey));
  if (marker) return 0;
  const [existing] = await db.select({ n: count() }).from(levels);
  if ((existing?.n ?? 0) > 0) {
    await markSeeded(db, { skipped: 'levels already present' });
    return 0;
  }

  const manifest = parseManifest(JSON.parse(await readFile(path.join(contentDir, 'course.json'), 'utf8')));
  // Each English explanation is looked up in every language's file (content/translations).
  const translations = await loadTranslations(contentDir);
  // Files first (content-addressed, so a retry after a crash stores nothing twice), rows in one go.
  const urls = await storeFiles(manifest, storage, path.join(contentDir, 'media'));

  return db.transaction(async (tx) => {
    // Re-checked inside the transaction: two instances starting together seed once.
    const inserted = await tx
      .insert(appMeta)
      .values({ key: seededKey, value: { levels: manifest.levels.length } })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return 0;

    const ids = async <T extends { key: string }>(
      items: readonly T[],
      insert: (item: T) => Promise<{ id: string }[]>,
    ) => {
      const map = new Map<string, string>();
      for (const item of items) {
        const [row] = await insert(item);
        if (!row) throw new Error('insert returned no row');
        map.set(item.key, row.id);
      }
      return map;
    };
    const imageIds = await ids(manifest.images, (i) =>
      tx
        .insert(images)
        .values({ title: i.title, url: lookup(urls, i.file) })
        .returning({ id: images.id }),
    );
    const soundIds = await ids(manifest.sounds, (s) =>
      tx
        .insert(sounds)
        .values({
          name: s.name,
          answer: s.answer,
          variants: [...(s.variants ?? [])],
          url: lookup(urls, s.file),
          imageId: s.image ? lookup(imageIds, s.image) : null,
        })
        .returning({ id: sounds.id }),
    );
    const videoIds = await ids(manifest.videos, (v) =>
      tx
        .insert(videos)
        .values({ title: v.title, url: lookup(urls, v.file) })
        .returning({ id: videos.id }),
    );
    const mcqIds = await ids(manifest.mcqs, (m) =>
      tx
        .insert(mcqs)
        .values({
          question: m.question,
          options: mcqOptions(m.options),
          correctAnswer: m.correctAnswer,
          translations: mcqTranslations(translations, m),
        })
        .returning({ id: mcqs.id }),
    );

    for (const [index, l] of manifest.levels.entries()) {
      const [row] = await tx
        .insert(levels)
        .values({
          level: index + 1,
          type: l.type,
          points: l.points,
          premiumOnly: l.premium ?? false,
          imageId: l.image ? lookup(imageIds, l.image) : null,
          videoId: l.video ? lookup(videoIds, l.video) : null,
          texts: [...(l.texts ?? [])],
          // Speaking prompts are what the learner says: they stay English.
          textTranslations: l.type === 'info' ? textTranslations(translations, l.texts ?? []) : {},
        })
        .returning({ id: levels.id });
      if (!row) throw new Error('level insert returned no row');
      const levelSoundRows = (l.sounds ?? []).map((key, position) => ({
        levelId: row.id,
        position,
        soundId: lookup(soundIds, key),
      }));
      if (levelSoundRows.length) await tx.insert(levelSounds).values(levelSoundRows);
      const levelMcqRows = (l.mcqs ?? []).map((key, position) => ({
        levelId: row.id,
        position,
        mcqId: lookup(mcqIds, key),
      }));
      if (levelMcqRows.length) await tx.insert(levelMcqs).values(levelMcqRows);
    }
    for (const b of manifest.badges) {
      const image = manifest.images.find((i) => i.key === b.image);
      await tx.insert(badges).values({
        name: b.name,
        description: b.description,
        imageUrl: lookup(urls, image?.file ?? b.image),
        rule: b.rule.kind,
        threshold: b.rule.threshold,
      });
    }
    return manifest.levels.length;
  });
}

/** A manifest key or file that must exist; the manifest's own checks make a miss a bug. */
function lookup(map: Map<string, string>, key: string): string {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo course: unknown reference "${key}"`);
  return value;
}

async function markSeeded(db: Database, value: object) {
  await db.insert(appMeta).values({ key: seededKey, value }).onConflictDoNothing();
}

async function storeFiles(manifest: Manifest, storage: MediaStorage, mediaDir: string) {
  const files = new Set(
    [...manifest.images, ...manifest.sounds, ...manifest.videos].map((item) => item.file),
  );
  const urls = new Map<string, string>();
  for (const file of files) {
    urls.set(file, await storage.put(await readFile(path.join(mediaDir, file)), path.extname(file)));
  }
  return urls;
}
