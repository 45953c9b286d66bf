import { z } from 'zod';
import { publicUser } from './accounts';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import * as routes from './routes';

export const adminUsers = endpoint({
  ...methodAndPath(routes.adminUsers),
  access: 'admin',
  summary: 'Every user, newest first (admin).',
  responses: { 200: z.object({ users: z.array(publicUser) }), 401: errorBody, 403: errorBody },
});
