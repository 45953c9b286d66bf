import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Manifest, parseManifest } from '@tp/content/manifest';
import { loadTranslations, mcqTranslations, textTranslations } from '@tp/content/translations';
import { courseArchiveFormat, courseArchiveVersion, courseManifest } from '@tp/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appMeta } from '../../db/schema';
import type { CourseAudio } from '../../platform/course-audio';
import type { MediaStorage } from '../../platform/storage';
import { type CourseSource, courseCounts, importCourse, isEmpty } from '../course-archive';

const seededKey = 'demo-course';

/**
 * Loads the demo course into a database that has never had one: once per database, and only
 * while its course is empty, so that it never duplicates the course or overwrites an admin's work.
 * It goes through the course import, as an archive read from content/. Returns the number of
 * levels created.
 */
export async function seedDemoCourse(
  db: Database,
  storage: MediaStorage,
  contentDir: string,
  audio: CourseAudio,
): Promise<number> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, seededKey));
  if (marker) return 0;
  // Anything an admin made (a level, a sound, a picture…) is theirs: the demo course is not loaded over it.
  if (!isEmpty(await courseCounts(db))) {
    await markSeeded(db, { skipped: 'course content already present' });
    return 0;
  }
  const source = await demoCourseSource(contentDir);
  const counts = await importCourse(db, storage, source, {
    replace: false,
    audio,
    // Claimed inside the transaction: two instances starting together seed once.
    claim: async (tx) =>
      (
        await tx
          .insert(appMeta)
          .values({ key: seededKey, value: { levels: source.manifest.levels.length } })
          .onConflictDoNothing()
          .returning()
      ).length > 0,
  });
  return counts?.levels ?? 0;
}

/** content/ read as a course archive: its manifest in the archive's format, and its media files. */
async function demoCourseSource(contentDir: string): Promise<CourseSource> {
  const demo = parseManifest(JSON.parse(await readFile(path.join(contentDir, 'course.json'), 'utf8')));
  // Each English explanation is looked up in every language's file (content/translations).
  const translations = await loadTranslations(contentDir);
  const src = (file: string) => `media/${file}`;
  const imageFile = new Map(demo.images.map((i) => [i.key, i.file]));
  // Held to the archive's schema like any uploaded manifest.
  const manifest = courseManifest.parse({
    format: courseArchiveFormat,
    version: courseArchiveVersion,
    images: demo.images.map((i) => ({ key: i.key, title: i.title, src: src(i.file) })),
    videos: demo.videos.map((v) => ({ key: v.key, title: v.title, src: src(v.file), level: null })),
    sounds: demo.sounds.map((s) => ({
      key: s.key,
      name: s.name,
      answer: s.answer,
      variants: [...(s.variants ?? [])],
      src: src(s.file),
      image: s.image ?? null,
    })),
    mcqs: demo.mcqs.map((m) => ({
      key: m.key,
      question: m.question,
      options: [...m.options],
      correctAnswer: m.correctAnswer,
      translations: mcqTranslations(translations, m),
    })),
    levels: demo.levels.map((l) => ({
      type: l.type,
      points: l.points,
      premium: l.premium ?? false,
      published: true,
      image: l.image ?? null,
      video: l.video ?? null,
      sounds: [...(l.sounds ?? [])],
      mcqs: [...(l.mcqs ?? [])],
      texts: [...(l.texts ?? [])],
      // Speaking prompts are what the learner says: they stay English.
      textTranslations: l.type === 'info' ? textTranslations(translations, l.texts ?? []) : {},
    })),
    badges: demo.badges.map((b) => ({
      name: b.name,
      description: b.description,
      src: src(imageFile.get(b.image) ?? b.image),
      rule: { kind: b.rule.kind, threshold: b.rule.threshold },
    })),
  });
  return { manifest, files: await mediaFiles(demo, path.join(contentDir, 'media')) };
}

async function markSeeded(db: Database, value: object) {
  await db.insert(appMeta).values({ key: seededKey, value }).onConflictDoNothing();
}

async function mediaFiles(demo: Manifest, mediaDir: string) {
  const files = new Map<string, Buffer>();
  for (const item of [...demo.images, ...demo.sounds, ...demo.videos]) {
    files.set(`media/${item.file}`, await readFile(path.join(mediaDir, item.file)));
  }
  return files;
}
