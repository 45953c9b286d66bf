import { limits } from '@tp/contract/constants';
import { z } from '../../../../lib/zod';

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
    question: z.string().trim().min(1, required),
    options: z
      .array(z.object({ text: z.string().trim().min(1, required) }))
      .min(mcqFormOptionsMin)
      .max(limits.mcqOptionsMax),
    correctAnswer: z.string().min(1, answerRequired),
  })
  .refine((values) => Number(values.correctAnswer) < values.options.length, {
    path: ['correctAnswer'],
    message: answerRequired,
  });
export type McqValues = z.infer<typeof mcqSchema>;
