import { z } from 'zod';
import { firstLanguages, languages, levelTypes, limits } from './constants';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import {
  createLevelBody,
  itemIds,
  levelNumberBody,
  levelSettingsBody,
  levelTextsBody,
  textTranslations,
} from './level-requests';
import { mcqTranslations } from './quiz-requests';
import * as routes from './routes';

export { mcqTranslations, textTranslations };

export const image = z.object({ _id: z.uuid(), title: z.string(), link: z.string() });
export type Image = z.infer<typeof image>;

export const sound = z.object({
  _id: z.uuid(),
  name: z.string(),
  /** The expected answer in the phonetic model. */
  answer: z.string(),
  /** Other spellings also accepted as right, in the model; none by default. */
  variants: z.array(z.string()),
  /** URL of the audio file. */
  sound: z.string(),
  /** The item's own picture, shown instead of its level's while it is played (not in video levels). */
  image: image.nullable(),
});
export type Sound = z.infer<typeof sound>;

export const video = z.object({
  _id: z.uuid(),
  title: z.string(),
  /** URL of the video file. */
  link: z.string(),
  level: z.number().int().nullable(),
});
export type Video = z.infer<typeof video>;

export const mcq = z.object({
  _id: z.uuid(),
  question: z.string(),
  options: z.array(z.object({ _id: z.string(), text: z.string() })),
  /** Zero-based index of the correct option. */
  correctAnswer: z.number().int().min(0),
});
export type Mcq = z.infer<typeof mcq>;

export type TextTranslations = z.infer<typeof textTranslations>;

export type McqTranslations = z.infer<typeof mcqTranslations>;

/** An MCQ as admins see it: with its translations, to edit them. */
export const adminMcq = mcq.extend({ translations: mcqTranslations });
export type AdminMcq = z.infer<typeof adminMcq>;

/**
 * A level with everything needed to play it. Its items are its sounds, MCQs or texts, in order. A
 * speaking level's sounds are the model voices of its texts that the course has (`speakingModel`
 * finds a text's).
 * A premium-only level sent to a caller without premium (see `levels`) has no content: no sounds,
 * MCQs or texts, and no video or image. A published level always has an item, so an empty
 * premium-only level is one the caller may not play yet.
 */
export const level = z.object({
  _id: z.uuid(),
  level: z.number().int().min(1),
  type: z.enum(levelTypes),
  points: z.number().int().min(0),
  premiumOnly: z.boolean(),
  /** Learners see published levels only; a new level is a draft until an admin publishes it. */
  published: z.boolean(),
  sounds: z.array(sound),
  video: video.nullable(),
  image: image.nullable(),
  mcqs: z.array(mcq),
  texts: z.array(z.string()),
});
export type Level = z.infer<typeof level>;

/** A level as admins see it: its texts' translations and its MCQs' beside the English. */
export const adminLevel = level.extend({ translations: textTranslations, mcqs: z.array(adminMcq) });
export type AdminLevel = z.infer<typeof adminLevel>;

export const levels = endpoint({
  ...methodAndPath(routes.levels),
  access: 'optional',
  summary:
    "The course learners play: every published level, numbered 1..N in course order (drafts are left out and take no number), with its media and questions. A speaking level comes with the model voice of each text the course has a sound for: the first sound named as the text's word (`Say: sun` → `sun`) that a sound, listening or video level plays, a free one for a free speaking level. With `lang`, info texts and MCQ questions and options are in that language where translated, in English otherwise; the words heard and typed stay English. Premium-only levels come whole only to premium learners and admins (with a valid bearer token), their files linked with a signature that expires within a day (`?exp=…&sig=…`); anyone else gets them with their number, type and points but no content, and their files are refused (403 `premium_required`). The answer varies with `Authorization`.",
  query: z.object({ lang: z.enum(languages).optional() }),
  responses: { 200: z.object({ levels: z.array(level) }), 400: errorBody },
});

/** A listening level that drills a contrast (two of its words differ only there). */
export const contrastDrill = z.object({
  /** The contrast's id (`l-r`, `h-`, …), as `@tp/phonetics` names it. */
  contrast: z.string(),
  levelId: z.uuid(),
  /** The level's number in the course. */
  level: z.number().int().min(1),
  premiumOnly: z.boolean(),
});
export type ContrastDrill = z.infer<typeof contrastDrill>;

export const firstLanguageDrills = endpoint({
  ...methodAndPath(routes.firstLanguageDrills),
  access: 'public',
  summary:
    "The listening levels that drill the contrasts hardest for speakers of `firstLanguage`, hardest first (docs/design.md §5): a level drills a contrast when two of its words differ only there. A level drilling several is listed once, under the hardest. `contrasts` is the language's whole list, drilled or not; English speakers have none, `other` gets those most languages find hard.",
  query: z.strictObject({ firstLanguage: z.enum(firstLanguages) }),
  responses: {
    200: z.object({ contrasts: z.array(z.string()), drills: z.array(contrastDrill) }),
    400: errorBody,
  },
});

const id = z.object({ id: z.uuid() });
const levelReply = z.object({ level: adminLevel, message: z.string() });
const courseReply = z.object({ levels: z.array(level), message: z.string() });
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;
/**
 * 409: the level's type does not take this content (`wrong_level_type`), or it would leave a
 * published level without an item (`level_empty`).
 */
const contentErrors = { ...adminErrors, 409: errorBody } as const;

export const adminCourse = endpoint({
  ...methodAndPath(routes.adminCourse),
  access: 'admin',
  summary:
    'The whole course as admins edit it: every level, drafts included (`published: false`), numbered 1..N in course order, in English.',
  responses: { 200: z.object({ levels: z.array(level) }), 401: errorBody, 403: errorBody },
});

export const createLevel = endpoint({
  ...methodAndPath(routes.createLevel),
  access: 'admin',
  summary:
    'Create an empty level, as a draft, at a number (levels from that number on move up one); past the end, it becomes the last level. Learners do not see it until it is published.',
  body: createLevelBody,
  responses: { 201: z.object({ newLevel: adminLevel, message: z.string() }), ...adminErrors },
});

/**
 * What an author is warned of in a level, its items named by id: `variant_defeats_drill`, an own
 * `variant` of `sound` that `other` accepts too, which the level therefore refuses;
 * `picture_gives_away`, `sound` showing the level's picture while `other`, the word it drills
 * against, shows its own.
 */
export const levelWarning = z.object({
  kind: z.enum(['variant_defeats_drill', 'picture_gives_away']),
  sound: z.uuid(),
  other: z.uuid(),
  variant: z.string().nullable(),
});
export type LevelWarning = z.infer<typeof levelWarning>;

export const levelForAdmin = endpoint({
  ...methodAndPath(routes.levelForAdmin),
  access: 'admin',
  summary:
    'One level with the translations of its texts and questions, to edit them, and its `warnings`: a variant of an item that another item of the level accepts too (the level refuses it, so that the words it drills are told apart), and an item showing the level’s picture while the word it drills against shows its own.',
  params: id,
  responses: { 200: z.object({ level: adminLevel, warnings: z.array(levelWarning) }), ...adminErrors },
});

export const levelPreview = endpoint({
  ...methodAndPath(routes.levelPreview),
  access: 'admin',
  summary:
    "One level, draft or published, as a learner would get it in `GET /levels` (premium-only ones whole): each item's accepted spellings, a speaking level's model voices from the published course, its texts and questions in `lang` where translated. Its `level` is its number in the whole course. Nothing is recorded: an admin plays it in the browser, to see it before learners do.",
  params: id,
  query: z.object({ lang: z.enum(languages).optional() }),
  responses: { 200: z.object({ level }), ...adminErrors },
});

export const setLevelNumber = endpoint({
  ...methodAndPath(routes.setLevelNumber),
  access: 'admin',
  summary: 'Move a level to another number; the levels between shift by one, so numbers stay 1..N.',
  params: id,
  body: levelNumberBody,
  responses: { 200: courseReply, ...adminErrors },
});

export const updateLevelSettings = endpoint({
  ...methodAndPath(routes.updateLevelSettings),
  access: 'admin',
  summary:
    'Set the points of each item of a level, whether only premium learners may play it, and whether it is published. A level without an item cannot be published (409 `level_empty`).',
  params: id,
  body: levelSettingsBody,
  responses: { 200: levelReply, ...contentErrors },
});

export const updateLevelVideo = endpoint({
  ...methodAndPath(routes.updateLevelVideo),
  access: 'admin',
  summary: 'Set the video and sounds of a video level.',
  params: id,
  body: z.strictObject({ video: z.uuid(), sounds: itemIds }),
  responses: { 200: levelReply, ...contentErrors },
});

export const updateLevelImage = endpoint({
  ...methodAndPath(routes.updateLevelImage),
  access: 'admin',
  summary: 'Set the image and sounds of a listening level.',
  params: id,
  body: z.strictObject({ imageId: z.uuid().nullable(), sounds: itemIds }),
  responses: { 200: levelReply, ...contentErrors },
});

export const updateLevelSounds = endpoint({
  ...methodAndPath(routes.updateLevelSounds),
  access: 'admin',
  summary: 'Set the sounds, in order, and the image of a sound level.',
  params: id,
  body: z.strictObject({ sounds: itemIds, imageId: z.uuid().nullable().default(null) }),
  responses: { 200: levelReply, ...contentErrors },
});

export const updateLevelMcqs = endpoint({
  ...methodAndPath(routes.updateLevelMcqs),
  access: 'admin',
  summary: 'Set the questions, in order, of an MCQ level.',
  params: id,
  body: z.strictObject({ mcqs: itemIds }),
  responses: { 200: levelReply, ...contentErrors },
});

export const updateLevelTexts = endpoint({
  ...methodAndPath(routes.updateLevelTexts),
  access: 'admin',
  summary:
    "Set the texts, in order, of an info or speaking level, and an info level's translations (one entry per text for each language given, null where untranslated; they replace the stored ones). Without `translations`, each text keeps the translations it had if it is unchanged.",
  params: id,
  body: levelTextsBody,
  responses: { 200: levelReply, ...contentErrors },
});

export const reorderLevels = endpoint({
  ...methodAndPath(routes.reorderLevels),
  access: 'admin',
  summary:
    'Put the levels in the given order and renumber them from 1, in one step. Every level must be listed once; 409 if the course changed meanwhile.',
  body: z.strictObject({
    levels: z
      .array(z.strictObject({ _id: z.uuid(), level: z.number().int().min(0).max(limits.levelNumberMax) }))
      .min(1)
      .max(limits.levelNumberMax),
  }),
  responses: { 200: courseReply, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
});

export const deleteLevel = endpoint({
  ...methodAndPath(routes.deleteLevel),
  access: 'admin',
  summary: 'Delete a level; the levels after it move down one. Its media and questions are kept.',
  params: id,
  responses: { 200: courseReply, ...adminErrors },
});
