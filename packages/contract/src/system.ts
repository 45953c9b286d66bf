import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthz = endpoint({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  summary: 'Liveness: the process answers.',
  responses: { 200: z.object({ status: z.literal('ok') }) },
});

export const readyz = endpoint({
  method: 'GET',
  path: '/readyz',
  access: 'public',
  summary: 'Readiness: the database answers.',
  responses: {
    200: z.object({ status: z.literal('ready') }),
    503: z.object({ status: z.literal('unavailable') }),
  },
});
