import { z } from 'zod';
import { apiBase, levelTypes } from './constants';
import { endpoint } from './endpoint';
import { errorBody } from './errors';

export const sound = z.object({
  _id: z.uuid(),
  name: z.string(),
  /** The expected answer in the phonetic model. */
  answer: z.string(),
  /** URL of the audio file. */
  sound: z.string(),
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

export const image = z.object({ _id: z.uuid(), title: z.string(), link: z.string() });
export type Image = z.infer<typeof image>;

export const mcq = z.object({
  _id: z.uuid(),
  question: z.string(),
  options: z.array(z.object({ _id: z.string(), text: z.string() })),
  /** Zero-based index of the correct option. */
  correctAnswer: z.number().int().min(0),
});
export type Mcq = z.infer<typeof mcq>;

/** A level with everything needed to play it. Its items are its sounds, MCQs or texts, in order. */
export const level = z.object({
  _id: z.uuid(),
  level: z.number().int().min(1),
  type: z.enum(levelTypes),
  points: z.number().int().min(0),
  premiumOnly: z.boolean(),
  sounds: z.array(sound),
  video: video.nullable(),
  image: image.nullable(),
  mcqs: z.array(mcq),
  texts: z.array(z.string()),
});
export type Level = z.infer<typeof level>;

export const levels = endpoint({
  method: 'GET',
  path: `${apiBase}/levels`,
  access: 'public',
  summary: 'The course: every level, sorted by level number, with its media and questions.',
  responses: { 200: z.object({ levels: z.array(level) }), 400: errorBody },
});
