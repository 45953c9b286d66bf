import { limits, translationLanguages } from '@tp/contract/constants';
import { createMcqBody, mcqOption } from '@tp/contract/quiz-requests';
import type { ParseKeys } from 'i18next';
import type { FormMessages } from '#web/lib/form-resolver';
import * as z from '#web/lib/zod';

/** A key of the MCQ and badge forms' namespace, or of the shared `admin` one when prefixed `admin:`. */
export type FieldMessage = ParseKeys<['adminQuiz', 'admin']>;

/** The spec's three options at least (the API takes two and up), all filled in. */
export const mcqFormOptionsMin = 3;

/**
 * The MCQ request's question and options, each option a row of the form. The select holds the
 * answer's index as text, and the translations are per language the question then the options,
 * `''` where not translated.
 */
export const mcqForm = z
  .object({
    question: createMcqBody.shape.question,
    options: z
      .array(z.object({ text: mcqOption }))
      .check(z.minLength(mcqFormOptionsMin), z.maxLength(limits.mcqOptionsMax)),
    correctAnswer: z.string(),
    translations: z.record(
      z.enum(translationLanguages),
      z.array(z.string().check(z.maxLength(limits.textMax))),
    ),
  })
  .check(
    z.refine(
      (values) => values.correctAnswer !== '' && Number(values.correctAnswer) < values.options.length,
      {
        path: ['correctAnswer'],
      },
    ),
  );
export type McqValues = z.infer<typeof mcqForm>;

export const mcqMessages: FormMessages<FieldMessage> = {
  question: { required: 'admin:form.required', max: 'mcqs.questionTooLong' },
  'options.text': { required: 'admin:form.required', max: 'mcqs.optionTooLong' },
  correctAnswer: { invalid: 'mcqs.answerRequired' },
  translations: { max: 'admin:translations.tooLong' },
};
