import { type CourseManifest, courseArchiveFormat, courseArchiveVersion } from '@tp/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badges, images, levelMcqs, levelSounds, levels, mcqs, sounds, videos } from '../../db/schema';
import { httpError } from '../../platform/http-error';
import { type MediaStorage, mediaNameOf } from '../../platform/storage';
import type { ArchiveEntry } from './tar-gz';

/**
 * The whole course as an archive's entries: `manifest.json` first, then each stored medium once,
 * as `media/<its stored name>`. Rows are keyed by their ids; a link to a medium elsewhere stays a link.
 */
export async function exportCourse(db: Database, storage: MediaStorage): Promise<ArchiveEntry[]> {
  const { allImages, allVideos, allSounds, allMcqs, allLevels, allBadges, soundLinks, mcqLinks } =
    await db.transaction(async (tx) => ({
      allImages: await tx.select().from(images).orderBy(asc(images.createdAt), asc(images.id)),
      allVideos: await tx.select().from(videos).orderBy(asc(videos.createdAt), asc(videos.id)),
      allSounds: await tx.select().from(sounds).orderBy(asc(sounds.createdAt), asc(sounds.id)),
      allMcqs: await tx.select().from(mcqs).orderBy(asc(mcqs.createdAt), asc(mcqs.id)),
      allLevels: await tx.select().from(levels).orderBy(asc(levels.level), asc(levels.createdAt)),
      allBadges: await tx.select().from(badges).orderBy(asc(badges.createdAt), asc(badges.id)),
      soundLinks: await tx.select().from(levelSounds).orderBy(asc(levelSounds.position)),
      mcqLinks: await tx.select().from(levelMcqs).orderBy(asc(levelMcqs.position)),
    }));

  const files = new Map<string, Buffer>();
  const source = async (url: string) => {
    const name = mediaNameOf(url);
    if (!name) return url;
    const src = `media/${name}`;
    if (files.has(src)) return src;
    const bytes = await storage.load(url);
    if (!bytes)
      throw httpError(
        'conflict',
        `The media file ${url} is missing from storage; the course cannot be exported.`,
      );
    files.set(src, bytes);
    return src;
  };
  const itemsOf = <T extends { levelId: string }>(links: T[], levelId: string) =>
    links.filter((link) => link.levelId === levelId);

  const manifest: CourseManifest = {
    format: courseArchiveFormat,
    version: courseArchiveVersion,
    images: [],
    videos: [],
    sounds: [],
    mcqs: allMcqs.map((m) => ({
      key: m.id,
      question: m.question,
      options: m.options.map((o) => o.text),
      correctAnswer: m.correctAnswer,
      translations: m.translations,
    })),
    levels: allLevels.map((l) => ({
      type: l.type,
      points: l.points,
      premium: l.premiumOnly,
      published: l.published,
      image: l.imageId,
      video: l.videoId,
      sounds: itemsOf(soundLinks, l.id).map((link) => link.soundId),
      mcqs: itemsOf(mcqLinks, l.id).map((link) => link.mcqId),
      texts: l.texts,
      textTranslations: l.textTranslations,
    })),
    badges: [],
  };
  for (const i of allImages) manifest.images.push({ key: i.id, title: i.title, src: await source(i.url) });
  for (const v of allVideos) {
    manifest.videos.push({ key: v.id, title: v.title, src: await source(v.url), level: v.level });
  }
  for (const s of allSounds) {
    manifest.sounds.push({
      key: s.id,
      name: s.name,
      answer: s.answer,
      variants: s.variants,
      src: await source(s.url),
      image: s.imageId,
    });
  }
  for (const b of allBadges) {
    manifest.badges.push({
      name: b.name,
      description: b.description,
      src: await source(b.imageUrl),
      rule: { kind: b.rule, threshold: b.threshold },
    });
  }
  return [
    { name: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest, null, 2)) },
    ...[...files].map(([name, bytes]) => ({ name, bytes })),
  ];
}
