import { z } from 'zod';
import { apiBase, limits } from './constants';
import { endpoint } from './endpoint';
import { errorBody } from './errors';
import { adminMcq, mcqTranslations } from './levels';
import { mediaLink } from './media';
import { badge } from './progress';

const message = z.string();

export const mcqs = endpoint({
  method: 'GET',
  path: `${apiBase}/mcqs`,
  access: 'admin',
  summary: 'Every multiple-choice question, newest first, with its translations.',
  responses: { 200: z.object({ mcqs: z.array(adminMcq) }), 401: errorBody, 403: errorBody },
});

export const createMcq = endpoint({
  method: 'POST',
  path: `${apiBase}/mcq`,
  access: 'admin',
  summary:
    'Create a multiple-choice question; `correctAnswer` is the zero-based index of the right option. `translations` gives the question and options in other languages (one entry per option, null where untranslated).',
  body: z
    .strictObject({
      question: z.string().trim().min(1).max(limits.textMax),
      options: z
        .array(z.string().trim().min(1).max(limits.answerMax))
        .min(limits.mcqOptionsMin)
        .max(limits.mcqOptionsMax),
      correctAnswer: z
        .number()
        .int()
        .min(0)
        .max(limits.mcqOptionsMax - 1),
      translations: mcqTranslations.optional(),
    })
    .refine((b) => b.correctAnswer < b.options.length, {
      path: ['correctAnswer'],
      message: 'Must be the index of one of the options',
    })
    .superRefine(({ options, translations = {} }, ctx) => {
      for (const [language, translation] of Object.entries(translations)) {
        if (translation && translation.options.length !== options.length)
          ctx.addIssue({
            code: 'custom',
            path: ['translations', language, 'options'],
            message: `Must have ${options.length} entries, one per option`,
          });
      }
    }),
  responses: {
    201: z.object({ mcq: adminMcq, message }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
  },
});

export const deleteMcq = endpoint({
  method: 'DELETE',
  path: `${apiBase}/mcq/:id`,
  access: 'admin',
  summary: 'Delete a question no level uses.',
  params: z.object({ id: z.uuid() }),
  responses: { 200: z.object({ message }), 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
});

export const badges = endpoint({
  method: 'GET',
  path: `${apiBase}/badges`,
  access: 'admin',
  summary: 'Every badge with its award rule.',
  responses: { 200: z.object({ badges: z.array(badge) }), 401: errorBody, 403: errorBody },
});

export const createBadge = endpoint({
  method: 'POST',
  path: `${apiBase}/badge/create`,
  access: 'admin',
  summary: 'Create a badge and the rule that awards it. Names are unique (409).',
  body: z.strictObject({
    name: z.string().trim().min(1).max(limits.titleMax),
    description: z.string().trim().min(1).max(limits.textMax),
    imageURL: mediaLink,
    rule: badge.shape.rule,
  }),
  responses: {
    201: z.object({ badge, message }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
    409: errorBody,
  },
});
