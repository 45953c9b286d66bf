import type { AdminLevel, AdminMcq } from '@tp/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  images,
  levelMcqs,
  levelSounds,
  levels,
  type McqOption,
  mcqs,
  sounds,
  videos,
} from '../../db/schema';

type SoundRow = typeof sounds.$inferSelect;
type VideoRow = typeof videos.$inferSelect;
type ImageRow = typeof images.$inferSelect;
type McqRow = typeof mcqs.$inferSelect;

export const toVideo = (v: VideoRow) => ({ _id: v.id, title: v.title, link: v.url, level: v.level });
export const toImage = (i: ImageRow) => ({ _id: i.id, title: i.title, link: i.url });
/** A sound as the API sends it, with its own picture (the row `image_id` names) or null. */
export const toSound = (s: SoundRow, image: ImageRow | null | undefined) => ({
  _id: s.id,
  name: s.name,
  answer: s.answer,
  variants: s.variants,
  sound: s.url,
  image: image ? toImage(image) : null,
});
/**
 * A new question's options, each with its number as its id. Options never change once written,
 * and their ids only tell them apart within their question: the course need not carry a UUID each.
 */
export const mcqOptions = (texts: readonly string[]): McqOption[] =>
  texts.map((text, index) => ({ _id: String(index + 1), text }));

export const toMcq = (m: McqRow): AdminMcq => ({
  _id: m.id,
  question: m.question,
  options: m.options,
  correctAnswer: m.correctAnswer,
  translations: m.translations,
});

/** Groups rows by level, keeping their order. */
function byLevel<T>(rows: { levelId: string; item: T }[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const { levelId, item } of rows) map.set(levelId, [...(map.get(levelId) ?? []), item]);
  return map;
}

/**
 * The whole course in level order, each level with its media and questions and the translations
 * of its texts and questions: five queries in all. With `onlyId`, just that level (or nothing).
 */
export async function loadCourse(db: Database | Tx, onlyId?: string): Promise<AdminLevel[]> {
  const levelRows = await db
    .select()
    .from(levels)
    .where(onlyId ? eq(levels.id, onlyId) : undefined)
    .orderBy(asc(levels.level), asc(levels.createdAt));
  if (levelRows.length === 0) return [];

  const soundRows = await db
    .select({ levelId: levelSounds.levelId, item: sounds })
    .from(levelSounds)
    .innerJoin(sounds, eq(sounds.id, levelSounds.soundId))
    .where(onlyId ? eq(levelSounds.levelId, onlyId) : undefined)
    .orderBy(asc(levelSounds.levelId), asc(levelSounds.position));
  const mcqRows = await db
    .select({ levelId: levelMcqs.levelId, item: mcqs })
    .from(levelMcqs)
    .innerJoin(mcqs, eq(mcqs.id, levelMcqs.mcqId))
    .where(onlyId ? eq(levelMcqs.levelId, onlyId) : undefined)
    .orderBy(asc(levelMcqs.levelId), asc(levelMcqs.position));
  const videoIds = levelRows.flatMap((l) => (l.videoId ? [l.videoId] : []));
  // The levels' pictures and the sounds' own, in one query.
  const imageIds = [
    ...new Set([
      ...levelRows.flatMap((l) => (l.imageId ? [l.imageId] : [])),
      ...soundRows.flatMap((s) => (s.item.imageId ? [s.item.imageId] : [])),
    ]),
  ];
  const videoById = new Map(
    (videoIds.length ? await db.select().from(videos).where(inArray(videos.id, videoIds)) : []).map((v) => [
      v.id,
      v,
    ]),
  );
  const imageById = new Map(
    (imageIds.length ? await db.select().from(images).where(inArray(images.id, imageIds)) : []).map((i) => [
      i.id,
      i,
    ]),
  );

  const soundsOf = byLevel(soundRows);
  const mcqsOf = byLevel(mcqRows);
  return levelRows.map((l) => {
    const v = l.videoId ? videoById.get(l.videoId) : undefined;
    const i = l.imageId ? imageById.get(l.imageId) : undefined;
    return {
      _id: l.id,
      level: l.level,
      type: l.type,
      points: l.points,
      premiumOnly: l.premiumOnly,
      published: l.published,
      sounds: (soundsOf.get(l.id) ?? []).map((s) => toSound(s, s.imageId ? imageById.get(s.imageId) : null)),
      video: v ? toVideo(v) : null,
      image: i ? toImage(i) : null,
      mcqs: (mcqsOf.get(l.id) ?? []).map(toMcq),
      texts: l.texts,
      translations: l.textTranslations,
    };
  });
}

/**
 * The course learners play: the published levels in course order, numbered 1..N among themselves.
 * A learner's level is a place in this list, so a draft, wherever it sits, moves no one.
 */
export function publishedCourse<T extends AdminLevel>(course: readonly T[]): T[] {
  return course.filter((l) => l.published).map((l, index) => ({ ...l, level: index + 1 }));
}
