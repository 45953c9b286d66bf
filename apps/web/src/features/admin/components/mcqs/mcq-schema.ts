import { limits, translationLanguages } from '@tp/contract/constants';
import * as z from '#web/lib/zod';

/** A key of the MCQ and badge forms' namespace, or of the shared `admin` one when prefixed `admin:`. */
export type FieldMessage = ParseKeys<['adminQuiz', 'admin']>;

import type { ParseKeys } from 'i18next';

const required: FieldMessage = 'admin:form.required';
const answerRequired: FieldMessage = 'mcqs.answerRequired';

/** The spec's three options at least (the API takes two and up), all filled in. */
export const mcqFormOptionsMin = 3;

/** The add-MCQ form; messages are translation keys. The select holds the answer's index as text. */
export const mcqSchema = z
  .object({
    question: z.string().check(z.trim(), z.minLength(1, required)),
    options: z
      .array(z.object({ text: z.string().check(z.trim(), z.minLength(1, required)) }))
      .check(z.minLength(mcqFormOptionsMin), z.maxLength(limits.mcqOptionsMax)),
    correctAnswer: z.string().check(z.minLength(1, answerRequired)),
    /** Per language, the question then the options; '' where not translated. */
    translations: z.record(
      z.enum(translationLanguages),
      z.array(z.string().check(z.maxLength(limits.textMax, 'admin:translations.tooLong'))),
    ),
  })
  .check(
    z.refine((values) => Number(values.correctAnswer) < values.options.length, {
      path: ['correctAnswer'],
      message: answerRequired,
    }),
  );
export type McqValues = z.infer<typeof mcqSchema>;
