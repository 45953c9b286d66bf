import { z } from 'zod';
import { limits } from './constants';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import { nextBefore, pageQuery } from './pages';
import * as routes from './routes';

export const auditActions = ['create', 'update', 'delete', 'reorder'] as const;
/** `account`: a learner's account deleted at their request from the inbox. */
export const auditEntities = ['level', 'sound', 'video', 'image', 'mcq', 'badge', 'account'] as const;

/** One change made by an admin: who made it, when, and the record before and after. */
export const auditEntry = z.object({
  _id: z.uuid(),
  at: z.iso.datetime(),
  /** The admin; `_id` is null once their account is deleted, the e-mail stays. */
  actor: z.object({ _id: z.uuid().nullable(), email: z.string() }),
  action: z.enum(auditActions),
  entity: z.enum(auditEntities),
  /** Null for changes to the whole course (a reorder). */
  entityId: z.uuid().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLog = endpoint({
  ...methodAndPath(routes.auditLog),
  access: 'admin',
  summary:
    'The changes admins made, newest first, a page at a time: pass `nextBefore` as `before` for the next page. `entity` and `actor` (an e-mail address) narrow the list; `actors` names every admin in the whole log.',
  query: z.strictObject({
    ...pageQuery,
    entity: z.enum(auditEntities).optional(),
    actor: z.email().max(limits.emailMax).optional(),
  }),
  responses: {
    200: z.object({ entries: z.array(auditEntry), nextBefore, actors: z.array(z.string()) }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
  },
});
