import { levelTypes, limits } from '@tp/contract/constants';
import type { Level } from '@tp/contract/levels';
import { z } from '../../../../lib/zod';
import { levelEdit, splitTexts } from './level-edit';

// Messages are keys of the `adminLevels` namespace, translated where they are shown.

/** The values the messages quote. */
export const messageValues = {
  levelMax: limits.levelNumberMax,
  pointsMax: limits.pointsMax,
  itemsMax: limits.levelItemsMax,
  textMax: limits.textMax,
};

const levelNumber = z
  .number({ error: 'form.levelRequired' })
  .int('form.levelRange')
  .min(1, 'form.levelRange')
  .max(limits.levelNumberMax, 'form.levelRange');

export const createLevelSchema = z.object({ level: levelNumber, type: z.enum(levelTypes) });
export type CreateLevelValues = z.infer<typeof createLevelSchema>;

/** The edit form of one level: a video level needs its video once its content changes. */
export const editLevelSchema = (level: Level) =>
  z
    .object({
      level: levelNumber,
      points: z
        .number({ error: 'form.pointsRequired' })
        .int('form.pointsRange')
        .min(0, 'form.pointsRange')
        .max(limits.pointsMax, 'form.pointsRange'),
      premiumOnly: z.boolean(),
      items: z.array(z.string()).max(limits.levelItemsMax, 'form.tooManyItems'),
      imageId: z.string(),
      videoId: z.string(),
      texts: z
        .string()
        .refine((texts) => splitTexts(texts).length <= limits.levelItemsMax, 'form.tooManyTexts')
        .refine(
          (texts) => splitTexts(texts).every((text) => text.length <= limits.textMax),
          'form.textTooLong',
        ),
    })
    .refine((values) => values.videoId !== '' || levelEdit(level, values).content?.call !== 'video', {
      path: ['videoId'],
      message: 'form.videoRequired',
    });
