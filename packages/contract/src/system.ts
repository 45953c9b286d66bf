import { z } from 'zod';
import { endpoint, methodAndPath } from './endpoint';
import * as routes from './routes';

export const healthz = endpoint({
  ...methodAndPath(routes.healthz),
  access: 'public',
  summary: 'Liveness: the process answers.',
  responses: { 200: z.object({ status: z.literal('ok') }) },
});

export const readyz = endpoint({
  ...methodAndPath(routes.readyz),
  access: 'public',
  summary: 'Readiness: the database answers.',
  responses: {
    200: z.object({ status: z.literal('ready') }),
    503: z.object({ status: z.literal('unavailable') }),
  },
});
