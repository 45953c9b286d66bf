import { limits } from '@tp/contract/constants';
import { isTypeable, type VariantProblem, variantProblems } from '@tp/phonetics';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import * as z from '#web/lib/zod';

// Messages are keys of the `adminMedia` namespace, translated where they are shown.

const title = (required: ParseKeys<'adminMedia'>) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(limits.titleMax, 'form.tooLong'));

/** Why a variant cannot join the list, as a message key. */
export const variantMessages: Record<VariantProblem, ParseKeys<'adminMedia'>> = {
  empty: 'sound.variantRequired',
  not_typeable: 'sound.answerNotTypeable',
  same_as_answer: 'sound.variantSameAsAnswer',
  duplicate: 'sound.variantDuplicate',
};

/**
 * Name, answer, accepted variants and the sound's own picture (`''` for none); the audio's URL
 * comes from the upload or the generated audio. Variants are checked as they are added, and again
 * here, since the answer may change after them.
 */
export const soundSchema = z
  .object({
    name: title('sound.nameRequired'),
    answer: z.string().check(
      z.trim(),
      z.minLength(1, 'sound.answerRequired'),
      z.maxLength(limits.answerMax, 'form.tooLong'),
      // The server refuses symbols the learners' keyboard cannot type.
      z.refine(isTypeable, 'sound.answerNotTypeable'),
    ),
    variants: z.array(z.string()).check(z.maxLength(limits.variantsMax, 'sound.variantsTooMany')),
    imageId: z.string(),
  })
  .check(
    z.superRefine(({ answer, variants }, ctx) => {
      const [first] = variantProblems(answer, variants);
      if (first) {
        ctx.issues.push({
          code: 'custom',
          input: variants,
          path: ['variants'],
          message: variantMessages[first.problem],
        });
      }
    }),
  );
export type SoundValues = z.infer<typeof soundSchema>;

export const videoSchema = z.object({
  title: title('video.titleRequired'),
  /** Optional: empty means no level. */
  level: z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (text) =>
          text === '' || (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= limits.levelNumberMax),
        'video.levelInvalid',
      ),
    ),
    z.transform((text: string) => (text === '' ? null : Number(text))),
  ),
});
export type VideoInput = z.input<typeof videoSchema>;
export type VideoValues = z.output<typeof videoSchema>;

export const imageSchema = z.object({ title: title('image.titleRequired') });
export type ImageValues = z.infer<typeof imageSchema>;

/** Translates a validation message of the schemas above. */
export function useMediaFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('adminMedia');
  return (message) =>
    message ? t(message as ParseKeys<'adminMedia'>, { max: limits.variantsMax }) : undefined;
}
