import { z } from 'zod';
import { limits } from './constants';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import { image, sound, video } from './levels';
import {
  createImageBody,
  createSoundBody,
  createVideoBody,
  mediaLink,
  updateImageBody,
  updateSoundBody,
  updateVideoBody,
} from './media-requests';
import * as routes from './routes';

export { mediaLink };

const id = z.object({ id: z.uuid() });
const message = z.object({ message: z.string() });
const listErrors = { 401: errorBody, 403: errorBody } as const;
const createErrors = { 400: errorBody, 401: errorBody, 403: errorBody } as const;
/** 413 past the size limit (checked while reading), 415 when the bytes are not of the expected kind. */
const uploadErrors = { ...createErrors, 413: errorBody, 415: errorBody } as const;
/** An edit is checked as its creation is, and 404 when nothing has the id. */
const updateErrors = { ...uploadErrors, 404: errorBody } as const;
/** 409 `in_use`: levels (or, for an image, sounds) still use it; the body lists the levels' numbers. */
const deleteErrors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } as const;

// Sounds

export const sounds = endpoint({
  ...methodAndPath(routes.sounds),
  access: 'admin',
  summary: 'Every sound, newest first.',
  responses: { 200: z.object({ sounds: z.array(sound) }), ...listErrors },
});

export const createSound = endpoint({
  ...methodAndPath(routes.createSound),
  access: 'admin',
  summary:
    'Create a sound: JSON with the URL of an uploaded file, or multipart with the audio file in `sound`. The answer and its accepted `variants` must use keyboard symbols only, and the variants must differ from the answer and from each other (after normalisation). In multipart, each variant is one `variants` field, repeated once per variant. `imageId` names an image shown while the sound is played, instead of its level’s.',
  upload: { field: routes.uploadFields.createSound, kind: 'audio', lists: ['variants'] },
  body: createSoundBody,
  responses: { 201: z.object({ sound, message: z.string() }), ...uploadErrors },
});

export const updateSound = endpoint({
  ...methodAndPath(routes.updateSound),
  access: 'admin',
  summary:
    'Edit a sound: its name, answer and variants, checked as on creation. JSON keeps the current audio unless `sound` names another uploaded file, and the current picture unless `imageId` is sent (null for none); multipart replaces the audio with the file in `sound`. Learners see the change at once.',
  params: id,
  upload: { field: routes.uploadFields.updateSound, kind: 'audio', lists: ['variants'] },
  body: updateSoundBody,
  responses: { 200: z.object({ sound, message: z.string() }), ...updateErrors },
});

export const deleteSound = endpoint({
  ...methodAndPath(routes.deleteSound),
  access: 'admin',
  summary: 'Delete a sound no level uses.',
  params: id,
  responses: { 200: message, ...deleteErrors },
});

export const uploadAudio = endpoint({
  ...methodAndPath(routes.uploadAudio),
  access: 'admin',
  summary: 'Store an audio file (multipart field `audio`, at most 10 MB) and return its URL.',
  upload: { field: routes.uploadFields.uploadAudio, kind: 'audio' },
  responses: { 201: z.object({ audioURL: z.string(), message: z.string() }), ...uploadErrors },
});

export const generateAudio = endpoint({
  ...methodAndPath(routes.generateAudio),
  access: 'admin',
  summary:
    'Speak an English word or sentence, store it as a WAV file and return its URL. Its stops are said as `answer` (its spelling in the model; by default the dictionary’s) writes them: a puff after ʇ ʞ ꟼ, none after t k p, no release at the end.',
  body: z.strictObject({
    text: z.string().trim().min(1).max(limits.titleMax),
    answer: z.string().trim().min(1).max(limits.answerMax).optional(),
  }),
  responses: { 201: z.object({ audioURL: z.string() }), ...createErrors },
});

export const suggestTranscription = endpoint({
  ...methodAndPath(routes.suggestTranscription),
  access: 'admin',
  summary:
    'Suggest the phonetic answer for an English word or sentence from the pronouncing dictionary; null when a word is unknown.',
  query: z.strictObject({ text: z.string().trim().min(1).max(limits.titleMax) }),
  responses: {
    200: z.object({ answer: z.string().nullable(), variants: z.array(z.string()) }),
    ...createErrors,
  },
});

// Videos

export const videos = endpoint({
  ...methodAndPath(routes.videos),
  access: 'admin',
  summary: 'Every video, newest first.',
  responses: { 200: z.object({ videos: z.array(video) }), ...listErrors },
});

export const uploadVideo = endpoint({
  ...methodAndPath(routes.uploadVideo),
  access: 'admin',
  summary: 'Store a video file (multipart field `video`, at most 10 MB) and return its URL.',
  upload: { field: routes.uploadFields.uploadVideo, kind: 'video' },
  responses: { 201: z.object({ url: z.string(), message: z.string() }), ...uploadErrors },
});

export const createVideo = endpoint({
  ...methodAndPath(routes.createVideo),
  access: 'admin',
  summary: 'Save a video’s details: its title, its file’s URL and the level it is meant for.',
  body: createVideoBody,
  responses: { 201: z.object({ video, message: z.string() }), ...createErrors },
});

export const updateVideo = endpoint({
  ...methodAndPath(routes.updateVideo),
  access: 'admin',
  summary:
    'Edit a video’s details: its title and level, and its file when `link` names another (JSON) or the file is sent in `link` (multipart); left out, the file stays.',
  params: id,
  upload: { field: routes.uploadFields.updateVideo, kind: 'video' },
  body: updateVideoBody,
  responses: { 200: z.object({ video, message: z.string() }), ...updateErrors },
});

export const deleteVideo = endpoint({
  ...methodAndPath(routes.deleteVideo),
  access: 'admin',
  summary: 'Delete a video no level uses.',
  params: id,
  responses: { 200: message, ...deleteErrors },
});

// Images

export const images = endpoint({
  ...methodAndPath(routes.images),
  access: 'admin',
  summary: 'Every image, newest first.',
  responses: { 200: z.object({ images: z.array(image) }), ...listErrors },
});

export const uploadImage = endpoint({
  ...methodAndPath(routes.uploadImage),
  access: 'admin',
  summary:
    'Store an image (multipart field `file`, at most 10 MB; PNG, JPEG, GIF, WebP or AVIF) and return its URL.',
  upload: { field: routes.uploadFields.uploadImage, kind: 'image' },
  responses: { 201: z.object({ url: z.string(), message: z.string() }), ...uploadErrors },
});

export const createImage = endpoint({
  ...methodAndPath(routes.createImage),
  access: 'admin',
  summary: 'Save an image’s details: its title and its file’s URL.',
  body: createImageBody,
  responses: { 201: z.object({ image, message: z.string() }), ...createErrors },
});

export const updateImage = endpoint({
  ...methodAndPath(routes.updateImage),
  access: 'admin',
  summary:
    'Edit an image’s title, and its file when `link` names another (JSON) or the file is sent in `link` (multipart); left out, the file stays.',
  params: id,
  upload: { field: routes.uploadFields.updateImage, kind: 'image' },
  body: updateImageBody,
  responses: { 200: z.object({ image, message: z.string() }), ...updateErrors },
});

export const deleteImage = endpoint({
  ...methodAndPath(routes.deleteImage),
  access: 'admin',
  summary: 'Delete an image no level and no sound uses.',
  params: id,
  responses: { 200: message, ...deleteErrors },
});
