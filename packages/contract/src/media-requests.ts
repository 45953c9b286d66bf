import * as z from 'zod/mini';
import { limits } from './constants';
import { levelNumber } from './level-requests';
import { requiredText } from './request-fields';

// The media forms validate with these very schemas (see account-requests.ts).

/** A stored file (`/media/…`, as the upload calls return) or an absolute http(s) address. */
export const mediaLink = z.string().check(
  z.trim(),
  z.maxLength(2000),
  z.refine((link) => /^\/media\/[\w.-]+$/.test(link) || /^https?:\/\/[^\s]+$/i.test(link), {
    message: 'Expected an uploaded file or an http(s) address',
  }),
);

const title = requiredText(limits.titleMax);
const answer = requiredText(limits.answerMax);

/** Other spellings also accepted as right. */
export const soundVariants = z.array(answer).check(z.maxLength(limits.variantsMax));

export const createSoundBody = z.strictObject({
  name: title,
  answer,
  variants: z._default(soundVariants, []),
  imageId: z._default(z.nullable(z.uuid()), null),
  sound: mediaLink,
});

/** An edit sends every field again; a link left out keeps the current file, `imageId` left out the picture. */
export const updateSoundBody = z.strictObject({
  ...createSoundBody.shape,
  imageId: z.optional(z.nullable(z.uuid())),
  sound: z.optional(mediaLink),
});

export const createVideoBody = z.strictObject({
  title,
  link: mediaLink,
  level: z._default(z.nullable(levelNumber), null),
});

export const createImageBody = z.strictObject({ title, link: mediaLink });

/** Left out, the file and the level stay. */
export const updateVideoBody = z.strictObject({
  title,
  link: z.optional(mediaLink),
  level: z.optional(z.nullable(levelNumber)),
});

export const updateImageBody = z.strictObject({ title, link: z.optional(mediaLink) });
