import * as z from 'zod/mini';
import { badgeRuleKinds, limits } from './constants';
import { byLanguage, translated } from './level-requests';
import { mediaLink } from './media-requests';
import { requiredText } from './request-fields';

// The MCQ and badge forms validate with these very schemas (see account-requests.ts).

/** An MCQ's question and options in other languages; `options` has one entry per English option. */
export const mcqTranslations = byLanguage(
  z.strictObject({
    question: translated(limits.textMax),
    options: z.array(translated(limits.answerMax)).check(z.maxLength(limits.mcqOptionsMax)),
  }),
);

/** The text of one of an MCQ's options. */
export const mcqOption = requiredText(limits.answerMax);

export const createMcqBody = z
  .strictObject({
    question: requiredText(limits.textMax),
    options: z.array(mcqOption).check(z.minLength(limits.mcqOptionsMin), z.maxLength(limits.mcqOptionsMax)),
    correctAnswer: z.number().check(z.int(), z.minimum(0), z.maximum(limits.mcqOptionsMax - 1)),
    translations: z.optional(mcqTranslations),
  })
  .check(
    z.refine((b) => b.correctAnswer < b.options.length, {
      path: ['correctAnswer'],
      message: 'Must be the index of one of the options',
    }),
    z.superRefine(({ options, translations = {} }, ctx) => {
      for (const [language, translation] of Object.entries(translations)) {
        if (translation && translation.options.length !== options.length)
          ctx.addIssue({
            code: 'custom',
            path: ['translations', language, 'options'],
            message: `Must have ${options.length} entries, one per option`,
          });
      }
    }),
  );

/** What awards a badge: so many levels, points or days of streak. */
export const badgeRule = z.object({
  kind: z.enum(badgeRuleKinds),
  threshold: z.number().check(z.int(), z.minimum(1)),
});

export const createBadgeBody = z.strictObject({
  name: requiredText(limits.titleMax),
  description: requiredText(limits.textMax),
  imageURL: mediaLink,
  rule: badgeRule,
});
