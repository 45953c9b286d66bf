import { z } from 'zod';
import { publicUser } from './accounts';
import { apiBase } from './constants';
import { endpoint } from './endpoint';
import { errorBody } from './errors';

export const adminUsers = endpoint({
  method: 'GET',
  path: `${apiBase}/admin/users`,
  access: 'admin',
  summary: 'Every user, newest first (admin).',
  responses: { 200: z.object({ users: z.array(publicUser) }), 401: errorBody, 403: errorBody },
});
