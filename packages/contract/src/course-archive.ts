import { z } from 'zod';
import { badgeRuleKinds, levelTypes, limits } from './constants';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import { mcqTranslations, textTranslations } from './levels';
import * as routes from './routes';

/**
 * A whole course as one file (docs/course-archive.md): a gzipped tar holding `manifest.json`,
 * described here, and the media files it names under `media/`. This schema is the format's one
 * definition: the server validates every archive with it.
 */
export const courseArchiveFormat = 'tp-course';
/** The newest format version this code writes and reads; older ones are read as they were. */
export const courseArchiveVersion = 1;
/** Largest archive an import accepts, checked while it is read. */
export const courseArchiveMaxBytes = 200 * 1024 * 1024;

/** What any version's manifest starts with: read first, so a newer file is named as such. */
export const courseArchiveHeader = z.object({
  format: z.literal(courseArchiveFormat),
  version: z.number().int(),
});

const key = z.string().min(1).max(200);
/** A file in the archive (`media/…`, no `..`), or a link to a medium elsewhere, kept as it is. */
const source = z
  .string()
  .max(2000)
  .regex(/^(media(\/[\w.-]+)+|https?:\/\/\S+)$/, 'a file under media/ or an http(s) link')
  .refine((s) => !s.split('/').includes('..'), 'a file under media/ or an http(s) link');
const text = (max: number) => z.string().max(max);

const image = z.strictObject({ key, title: text(limits.titleMax), src: source });
const video = z.strictObject({
  key,
  title: text(limits.titleMax),
  src: source,
  level: z.number().int().nullable(),
});
const sound = z.strictObject({
  key,
  name: text(limits.answerMax),
  answer: text(limits.answerMax),
  variants: z.array(text(limits.answerMax)).max(limits.variantsMax),
  src: source,
  image: key.nullable(),
});
const mcq = z.strictObject({
  key,
  question: text(limits.textMax),
  options: z.array(text(limits.answerMax)).min(limits.mcqOptionsMin).max(limits.mcqOptionsMax),
  correctAnswer: z.number().int().min(0),
  translations: mcqTranslations,
});
const level = z.strictObject({
  type: z.enum(levelTypes),
  points: z.number().int().min(0).max(limits.pointsMax),
  premium: z.boolean(),
  published: z.boolean(),
  image: key.nullable(),
  video: key.nullable(),
  sounds: z.array(key).max(limits.levelItemsMax),
  mcqs: z.array(key).max(limits.levelItemsMax),
  texts: z.array(text(limits.textMax)).max(limits.levelItemsMax),
  textTranslations,
});
const badge = z.strictObject({
  name: text(limits.titleMax),
  description: text(limits.textMax),
  src: source,
  rule: z.strictObject({ kind: z.enum(badgeRuleKinds), threshold: z.number().int().min(1) }),
});

/** Keys are unique within their list, and every key a level or sound names is in its list. */
export const courseManifest = z
  .strictObject({
    format: z.literal(courseArchiveFormat),
    version: z.literal(courseArchiveVersion),
    images: z.array(image),
    videos: z.array(video),
    sounds: z.array(sound),
    mcqs: z.array(mcq),
    /** In play order: level number = index + 1. */
    levels: z.array(level),
    badges: z.array(badge),
  })
  .superRefine((m, ctx) => {
    const keys = (list: 'images' | 'videos' | 'sounds' | 'mcqs') => {
      const seen = new Set<string>();
      m[list].forEach((item, i) => {
        if (seen.has(item.key))
          ctx.addIssue({ code: 'custom', path: [list, i, 'key'], message: 'Duplicate key' });
        seen.add(item.key);
      });
      return seen;
    };
    const [images, videos, sounds, mcqs] = [keys('images'), keys('videos'), keys('sounds'), keys('mcqs')];
    const known = (set: Set<string>, value: string | null, path: (string | number)[]) => {
      if (value !== null && !set.has(value))
        ctx.addIssue({ code: 'custom', path, message: `Unknown key "${value}"` });
    };
    for (const [i, s] of m.sounds.entries()) known(images, s.image, ['sounds', i, 'image']);
    const badgeNames = new Set<string>();
    m.badges.forEach((b, i) => {
      if (badgeNames.has(b.name))
        ctx.addIssue({ code: 'custom', path: ['badges', i, 'name'], message: 'Duplicate name' });
      badgeNames.add(b.name);
    });
    m.mcqs.forEach((q, i) => {
      if (q.correctAnswer >= q.options.length) {
        ctx.addIssue({ code: 'custom', path: ['mcqs', i, 'correctAnswer'], message: 'No such option' });
      }
    });
    m.levels.forEach((l, i) => {
      known(images, l.image, ['levels', i, 'image']);
      known(videos, l.video, ['levels', i, 'video']);
      for (const [j, s] of l.sounds.entries()) known(sounds, s, ['levels', i, 'sounds', j]);
      for (const [j, q] of l.mcqs.entries()) known(mcqs, q, ['levels', i, 'mcqs', j]);
    });
  });
export type CourseManifest = z.infer<typeof courseManifest>;

/** What a course holds, by kind: what an import replaces. */
export const courseCounts = z.object({
  levels: z.number().int(),
  sounds: z.number().int(),
  mcqs: z.number().int(),
  images: z.number().int(),
  videos: z.number().int(),
  badges: z.number().int(),
});
export type CourseCounts = z.infer<typeof courseCounts>;

const adminErrors = { 401: errorBody, 403: errorBody } as const;

export const courseSummary = endpoint({
  ...methodAndPath(routes.courseSummary),
  access: 'admin',
  summary:
    'How many levels, sounds, MCQs, images, videos and badges the course holds: what an import replaces.',
  responses: { 200: courseCounts, ...adminErrors },
});

export const exportCourse = endpoint({
  ...methodAndPath(routes.exportCourse),
  access: 'admin',
  summary:
    'The whole course as one .tar.gz file to download: manifest.json (format tp-course, docs/course-archive.md) and every media file it uses. 409 when a medium the course names is missing from storage.',
  responses: { 200: z.string(), ...adminErrors, 409: errorBody },
  successType: 'application/gzip',
});

export const importCourse = endpoint({
  ...methodAndPath(routes.importCourse),
  access: 'admin',
  summary:
    'Load a course archive (multipart: the .tar.gz in `archive`, and `replace` = "true" to replace a course already there) in one transaction. 400 names what is wrong (a broken archive, a newer format version, a manifest field, a missing media file), 409 when a course exists and `replace` is not set, 413 past the size limit. Nothing is kept of a refused import.',
  responses: {
    201: z.object({ counts: courseCounts, message: z.string() }),
    400: errorBody,
    ...adminErrors,
    409: errorBody,
    413: errorBody,
    415: errorBody,
  },
});
