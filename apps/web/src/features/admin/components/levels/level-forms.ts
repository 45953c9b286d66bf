import { limits, translationLanguages } from '@tp/contract/constants';
import {
  createLevelBody,
  itemIds,
  levelNumber,
  levelPoints,
  levelTextsBody,
} from '@tp/contract/level-requests';
import type { ParseKeys } from 'i18next';
import type { FormMessages } from '#web/lib/form-resolver';
import * as z from '#web/lib/zod';
import { type EditedLevel, levelEdit, splitTexts } from './level-edit';

/** The create-level request's number and type; the points keep the API's default. */
export const createLevelForm = z.pick(createLevelBody, { level: true, type: true });

/**
 * The edit form of one level: the number, settings and content requests' fields, the texts one per
 * line, and a video level needs its video once its content changes.
 */
export const editLevelForm = (level: EditedLevel) =>
  z
    .object({
      level: levelNumber,
      points: levelPoints,
      premiumOnly: z.boolean(),
      items: itemIds,
      imageId: z.string(),
      videoId: z.string(),
      // The request's rules for its texts, on the lines typed.
      texts: z.string().check(
        z.superRefine((texts, ctx) => {
          const lines = z.safeParse(levelTextsBody.shape.texts, splitTexts(texts));
          for (const issue of lines.error?.issues ?? [])
            ctx.issues.push({ ...issue, path: [], input: texts } as z.core.$ZodRawIssue);
        }),
      ),
      translations: z.record(
        z.enum(translationLanguages),
        z.array(z.string().check(z.maxLength(limits.textMax))),
      ),
    })
    .check(
      z.refine((values) => values.videoId !== '' || levelEdit(level, values).content?.call !== 'video', {
        path: ['videoId'],
      }),
    );

/** The messages of both forms; they name the contract's limits. */
export const levelMessages: FormMessages<ParseKeys<['adminLevels', 'admin']>> = {
  level: { required: 'form.levelRequired', invalid: 'form.levelRange' },
  points: { required: 'form.pointsRequired', invalid: 'form.pointsRange' },
  items: { tooMany: 'form.tooManyItems' },
  texts: { tooMany: 'form.tooManyTexts', max: 'form.textTooLong' },
  translations: { max: 'admin:translations.tooLong' },
  videoId: { invalid: 'form.videoRequired' },
};
