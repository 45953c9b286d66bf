import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  type CourseCounts,
  type CourseManifest,
  controlCharacterMessage,
  courseArchiveFormat,
  courseArchiveHeader,
  courseArchiveVersion,
  courseManifest,
  findControlCharacter,
} from '@tp/contract';
import type { Database, Tx } from '../../db/client';
import { badges, images, levelMcqs, levelSounds, levels, mcqs, sounds, videos } from '../../db/schema';
import { mapAtMost } from '../../platform/at-most';
import { type CourseAudio, courseAudioFormat, isCourseAudio } from '../../platform/course-audio';
import { badRequest, httpError } from '../../platform/http-error';
import { type MediaStorage, mediaName, mediaUrlPrefix } from '../../platform/storage';
import { mcqOptions } from '../levels';
import { courseCounts, describeCounts, isEmpty } from './course-counts';
import { unpackTarGz } from './tar-gz';

/** ffmpeg processes converting a course's sounds at once: each keeps a core busy. */
const conversionsAtOnce = 2;
/** Files stored at once: in a bucket, each store waits on the network more than on this machine. */
const filesAtOnce = 8;

/** A course to load: its manifest, and the files its `media/…` sources name, by that path. */
export interface CourseSource {
  manifest: CourseManifest;
  files: ReadonlyMap<string, Buffer>;
}

/** Reads an uploaded archive, refusing (400) a broken one, a newer format, or an invalid manifest. */
export async function readArchive(bytes: Buffer): Promise<CourseSource> {
  const files = await unpackTarGz(bytes).catch(() => {
    throw badRequest('The file is not a course archive: it could not be read as a .tar.gz file.');
  });
  const text = files.get('manifest.json');
  if (!text) throw badRequest('The archive holds no manifest.json.');
  let json: unknown;
  try {
    json = JSON.parse(text.toString('utf8'));
  } catch {
    throw badRequest('The archive’s manifest.json is not valid JSON.');
  }
  const control = findControlCharacter(json);
  if (control !== null) {
    throw badRequest(`The archive’s manifest is invalid: ${control}: ${controlCharacterMessage}.`, {
      [control]: controlCharacterMessage,
    });
  }
  const header = courseArchiveHeader.safeParse(json);
  if (!header.success) {
    throw badRequest(`The archive’s manifest.json is not a ${courseArchiveFormat} manifest.`, {
      format: `Expected "${courseArchiveFormat}" with a version number`,
    });
  }
  if (header.data.version > courseArchiveVersion) {
    throw badRequest(
      `The archive is of format version ${header.data.version}, newer than this server reads (${courseArchiveVersion}): update the server first.`,
      { version: `At most ${courseArchiveVersion}` },
    );
  }
  const parsed = courseManifest.safeParse(json);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    const [first] = Object.entries(fields);
    throw badRequest(`The archive’s manifest is invalid: ${first?.[0]}: ${first?.[1]}.`, fields);
  }
  return { manifest: parsed.data, files };
}

export interface ImportOptions {
  /** Replace the course there is; without it, an instance that holds one refuses (409). */
  replace: boolean;
  /** Converts a sound not already in the course's format. */
  audio: CourseAudio;
  /** Run first in the transaction; returning false abandons the import (another instance did it). */
  claim?: (tx: Tx) => Promise<boolean>;
}

/**
 * Loads a course in one transaction, replacing the one there is (its levels, items, questions,
 * media rows and badges, and with them what learners did in them). Media are stored first; the
 * files this import added are removed again when it fails. Returns what was loaded, or null when
 * `claim` declined.
 */
export async function importCourse(
  db: Database,
  storage: MediaStorage,
  source: CourseSource,
  options: ImportOptions & { claim?: undefined },
): Promise<CourseCounts>;
export async function importCourse(
  db: Database,
  storage: MediaStorage,
  source: CourseSource,
  options: ImportOptions,
): Promise<CourseCounts | null>;
export async function importCourse(
  db: Database,
  storage: MediaStorage,
  { manifest, files }: CourseSource,
  options: ImportOptions,
): Promise<CourseCounts | null> {
  const sources = [...manifest.images, ...manifest.videos, ...manifest.sounds, ...manifest.badges]
    .map((item) => item.src)
    .filter((src) => src.startsWith('media/'));
  const missing = sources.find((src) => !files.has(src));
  if (missing) throw badRequest(`The archive lacks the media file "${missing}" that its manifest names.`);
  if (!options.replace) {
    const current = await courseCounts(db);
    if (!isEmpty(current)) {
      throw httpError(
        'conflict',
        `This instance already has a course (${describeCounts(current)}); confirm to replace it.`,
      );
    }
  }

  const sounds = new Set(manifest.sounds.map((sound) => sound.src));
  const written: string[] = [];
  try {
    const media = await mapAtMost([...new Set(sources)], conversionsAtOnce, async (src) => {
      const file = files.get(src) as Buffer;
      // A sound is stored in the course's format; one already in it (an export's) is kept as it is.
      const converted = sounds.has(src) && !isCourseAudio(file);
      const bytes = converted ? await options.audio.convert(file) : file;
      const ext = converted ? courseAudioFormat.ext : path.extname(src);
      return { src, bytes, ext, url: `${mediaUrlPrefix}${mediaName(bytes, ext)}` };
    });
    // Two files of the same content are one stored file.
    const distinct = [...new Map(media.map((file) => [file.url, file])).values()];
    await mapAtMost(distinct, filesAtOnce, async ({ bytes, ext, url }) => {
      // Content-addressed: a file already stored is someone else's too, and is never removed here.
      if (await storage.has(url)) return;
      await storage.put(bytes, ext);
      written.push(url);
    });
    const urls = new Map(media.map((file) => [file.src, file.url]));
    const urlOf = (src: string) => urls.get(src) ?? src;
    return await db.transaction(async (tx) => {
      if (options.claim && !(await options.claim(tx))) return null;
      if (options.replace) await clearCourse(tx);
      await insertCourse(tx, manifest, urlOf);
      return courseCounts(tx);
    });
  } catch (error) {
    for (const url of written) await storage.remove(url);
    throw error;
  }
}

/** Deletes the course: levels first (their items' links and learners' progress go with them). */
async function clearCourse(tx: Tx) {
  for (const table of [levels, sounds, mcqs, videos, images, badges]) await tx.delete(table);
}

async function insertCourse(tx: Tx, manifest: CourseManifest, urlOf: (src: string) => string) {
  // Ids made here, so that each list goes in one statement and keys resolve without reading back.
  const idsOf = (items: readonly { key: string }[]) => new Map(items.map((i) => [i.key, randomUUID()]));
  const imageIds = idsOf(manifest.images);
  const videoIds = idsOf(manifest.videos);
  const soundIds = idsOf(manifest.sounds);
  const mcqIds = idsOf(manifest.mcqs);
  // The manifest's schema has checked every reference, so each lookup finds its id.
  const id = (map: Map<string, string>, key: string) => map.get(key) as string;
  const optional = (map: Map<string, string>, key: string | null) => (key === null ? null : id(map, key));

  // In slices, to stay far under PostgreSQL's limit of parameters in one statement.
  const insert = async <T>(rows: T[], write: (rows: T[]) => Promise<unknown>) => {
    for (let start = 0; start < rows.length; start += 500) await write(rows.slice(start, start + 500));
  };
  await insert(
    manifest.images.map((i) => ({ id: id(imageIds, i.key), title: i.title, url: urlOf(i.src) })),
    (rows) => tx.insert(images).values(rows),
  );
  await insert(
    manifest.videos.map((v) => ({
      id: id(videoIds, v.key),
      title: v.title,
      url: urlOf(v.src),
      level: v.level,
    })),
    (rows) => tx.insert(videos).values(rows),
  );
  await insert(
    manifest.sounds.map((s) => ({
      id: id(soundIds, s.key),
      name: s.name,
      answer: s.answer,
      variants: s.variants,
      url: urlOf(s.src),
      imageId: optional(imageIds, s.image),
    })),
    (rows) => tx.insert(sounds).values(rows),
  );
  await insert(
    manifest.mcqs.map((m) => ({
      id: id(mcqIds, m.key),
      question: m.question,
      options: mcqOptions(m.options),
      correctAnswer: m.correctAnswer,
      translations: m.translations,
    })),
    (rows) => tx.insert(mcqs).values(rows),
  );
  const levelRows = manifest.levels.map((l, index) => ({
    id: randomUUID(),
    level: index + 1,
    type: l.type,
    points: l.points,
    premiumOnly: l.premium,
    published: l.published,
    imageId: optional(imageIds, l.image),
    videoId: optional(videoIds, l.video),
    texts: l.texts,
    textTranslations: l.textTranslations,
  }));
  await insert(levelRows, (rows) => tx.insert(levels).values(rows));
  const links = <K extends 'sounds' | 'mcqs'>(list: K, ids: Map<string, string>) =>
    manifest.levels.flatMap((l, index) =>
      l[list].map((key, position) => ({
        levelId: levelRows[index]?.id as string,
        position,
        itemId: id(ids, key),
      })),
    );
  await insert(
    links('sounds', soundIds).map(({ itemId, ...link }) => ({ ...link, soundId: itemId })),
    (rows) => tx.insert(levelSounds).values(rows),
  );
  await insert(
    links('mcqs', mcqIds).map(({ itemId, ...link }) => ({ ...link, mcqId: itemId })),
    (rows) => tx.insert(levelMcqs).values(rows),
  );
  await insert(
    manifest.badges.map((b) => ({
      name: b.name,
      description: b.description,
      imageUrl: urlOf(b.src),
      rule: b.rule.kind,
      threshold: b.rule.threshold,
    })),
    (rows) => tx.insert(badges).values(rows),
  );
}
