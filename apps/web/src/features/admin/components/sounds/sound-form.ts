import { createSoundBody, soundVariants } from '@tp/contract/media-requests';
import { isTypeable, variantProblems } from '@tp/phonetics';
import type { ParseKeys } from 'i18next';
import type { FormMessages } from '#web/lib/form-resolver';
import * as z from '#web/lib/zod';
import { variantMessages } from '../media/media-messages';

/**
 * The sound request's name, answer and variants, and its picture as the chosen image's id (`''`
 * for none); the audio's URL comes from the upload or the generated audio. Variants are checked as
 * they are added, and again here, since the answer may change after them.
 */
export const soundForm = z
  .object({
    name: createSoundBody.shape.name,
    // The server refuses symbols the learners' keyboard cannot type.
    answer: createSoundBody.shape.answer.check(z.refine(isTypeable)),
    variants: soundVariants,
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
export type SoundValues = z.infer<typeof soundForm>;

/** A refused variant is told by the message of its problem. */
export const soundMessages: FormMessages<ParseKeys<'adminMedia'>> = {
  name: { required: 'sound.nameRequired', max: 'form.titleTooLong' },
  answer: { required: 'sound.answerRequired', max: 'form.answerTooLong', invalid: 'sound.answerNotTypeable' },
  variants: { tooMany: 'sound.variantsTooMany' },
};
