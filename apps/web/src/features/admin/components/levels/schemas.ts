import { levelTypes, limits, translationLanguages } from '@tp/contract/constants';
import * as z from '#web/lib/zod';
import { type EditedLevel, levelEdit, splitTexts } from './level-edit';

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
  .check(
    z.int('form.levelRange'),
    z.gte(1, 'form.levelRange'),
    z.lte(limits.levelNumberMax, 'form.levelRange'),
  );

export const createLevelSchema = z.object({ level: levelNumber, type: z.enum(levelTypes) });
export type CreateLevelValues = z.infer<typeof createLevelSchema>;

/** The edit form of one level: a video level needs its video once its content changes. */
export const editLevelSchema = (level: EditedLevel) =>
  z
    .object({
      level: levelNumber,
      points: z
        .number({ error: 'form.pointsRequired' })
        .check(
          z.int('form.pointsRange'),
          z.gte(0, 'form.pointsRange'),
          z.lte(limits.pointsMax, 'form.pointsRange'),
        ),
      premiumOnly: z.boolean(),
      items: z.array(z.string()).check(z.maxLength(limits.levelItemsMax, 'form.tooManyItems')),
      imageId: z.string(),
      videoId: z.string(),
      texts: z.string().check(
        z.refine((texts) => splitTexts(texts).length <= limits.levelItemsMax, 'form.tooManyTexts'),
        z.refine(
          (texts) => splitTexts(texts).every((text) => text.length <= limits.textMax),
          'form.textTooLong',
        ),
      ),
      translations: z.record(
        z.enum(translationLanguages),
        z.array(z.string().check(z.maxLength(limits.textMax, 'admin:translations.tooLong'))),
      ),
    })
    .check(
      z.refine((values) => values.videoId !== '' || levelEdit(level, values).content?.call !== 'video', {
        path: ['videoId'],
        message: 'form.videoRequired',
      }),
    );
