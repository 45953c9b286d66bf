import * as z from 'zod/mini';
import { levelTypes, limits, translationLanguages } from './constants';
import { requiredText } from './request-fields';

// The level forms validate with these very schemas (see account-requests.ts).

export const levelNumber = z.number().check(z.int(), z.minimum(1), z.maximum(limits.levelNumberMax));

/** What each item of a level is worth. */
export const levelPoints = z.number().check(z.int(), z.minimum(0), z.maximum(limits.pointsMax));

/** A level's sounds or MCQs, in order. */
export const itemIds = z.array(z.uuid()).check(z.maxLength(limits.levelItemsMax));

/** A translation of one English string, or null where there is none (the English is shown). */
export const translated = (max: number) =>
  z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));

/** Translations by language; languages without one are left out. */
export const byLanguage = <T extends z.core.SomeType>(value: T) =>
  z.partialRecord(z.enum(translationLanguages), value);

/**
 * An info level's texts in other languages: for each language, one entry per English text, in
 * the same order. Languages without a translation are left out.
 */
export const textTranslations = byLanguage(
  z.array(translated(limits.textMax)).check(z.maxLength(limits.levelItemsMax)),
);

export const createLevelBody = z.strictObject({
  level: levelNumber,
  type: z._default(z.enum(levelTypes), levelTypes[0]),
  points: z._default(levelPoints, 10),
});

export const levelNumberBody = z.strictObject({ level: levelNumber });

export const levelSettingsBody = z.strictObject({
  points: z.optional(levelPoints),
  premiumOnly: z.optional(z.boolean()),
  published: z.optional(z.boolean()),
});

export const levelTextsBody = z
  .strictObject({
    texts: z.array(requiredText(limits.textMax)).check(z.maxLength(limits.levelItemsMax)),
    translations: z.optional(textTranslations),
  })
  .check(
    z.superRefine(({ texts, translations = {} }, ctx) => {
      for (const [language, list] of Object.entries(translations)) {
        if (list && list.length !== texts.length)
          ctx.addIssue({
            code: 'custom',
            path: ['translations', language],
            message: `Must have ${texts.length} entries, one per text`,
          });
      }
    }),
  );
