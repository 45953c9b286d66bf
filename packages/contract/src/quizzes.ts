import { z } from 'zod';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import { adminMcq } from './levels';
import { badge } from './progress';
import { createBadgeBody, createMcqBody } from './quiz-requests';
import * as routes from './routes';

const message = z.string();
const id = z.object({ id: z.uuid() });

export const mcqs = endpoint({
  ...methodAndPath(routes.mcqs),
  access: 'admin',
  summary: 'Every multiple-choice question, newest first, with its translations.',
  responses: { 200: z.object({ mcqs: z.array(adminMcq) }), 401: errorBody, 403: errorBody },
});

export const createMcq = endpoint({
  ...methodAndPath(routes.createMcq),
  access: 'admin',
  summary:
    'Create a multiple-choice question; `correctAnswer` is the zero-based index of the right option. `translations` gives the question and options in other languages (one entry per option, null where untranslated).',
  body: createMcqBody,
  responses: {
    201: z.object({ mcq: adminMcq, message }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
  },
});

export const updateMcq = endpoint({
  ...methodAndPath(routes.updateMcq),
  access: 'admin',
  summary:
    'Edit a multiple-choice question: every field again, checked as on creation. Learners see the change at once.',
  params: id,
  body: createMcqBody,
  responses: {
    200: z.object({ mcq: adminMcq, message }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
  },
});

export const deleteMcq = endpoint({
  ...methodAndPath(routes.deleteMcq),
  access: 'admin',
  summary: 'Delete a question no level uses.',
  params: id,
  responses: { 200: z.object({ message }), 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
});

export const badges = endpoint({
  ...methodAndPath(routes.badges),
  access: 'admin',
  summary: 'Every badge with its award rule.',
  responses: { 200: z.object({ badges: z.array(badge) }), 401: errorBody, 403: errorBody },
});

export const createBadge = endpoint({
  ...methodAndPath(routes.createBadge),
  access: 'admin',
  summary: 'Create a badge and the rule that awards it. Names are unique (409).',
  body: createBadgeBody,
  responses: {
    201: z.object({ badge, message }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
    409: errorBody,
  },
});

export const updateBadge = endpoint({
  ...methodAndPath(routes.updateBadge),
  access: 'admin',
  summary:
    'Edit a badge and its rule: every field again, checked as on creation; names are unique (409). Learners who hold it keep it, under its new name.',
  params: id,
  body: createBadgeBody,
  responses: {
    200: z.object({ badge, message }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
    409: errorBody,
  },
});

export const deleteBadge = endpoint({
  ...methodAndPath(routes.deleteBadge),
  access: 'admin',
  summary: 'Delete a badge no learner holds; 409 `conflict` when one does (learners keep what they earned).',
  params: id,
  responses: { 200: z.object({ message }), 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
});
