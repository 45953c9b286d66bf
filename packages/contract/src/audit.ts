import { z } from 'zod';
import { apiBase } from './constants';
import { endpoint } from './endpoint';
import { errorBody } from './errors';

export const auditActions = ['create', 'update', 'delete', 'reorder'] as const;
export const auditEntities = ['level', 'sound', 'video', 'image', 'mcq', 'badge'] as const;

/** One change to the course: who made it, when, and the record before and after. */
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
  method: 'GET',
  path: `${apiBase}/admin/audit`,
  access: 'admin',
  summary:
    'The content changes, newest first, a page at a time: pass `nextBefore` as `before` for the next page.',
  query: z.strictObject({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    /** The `_id` of the last entry of the previous page. */
    before: z.uuid().optional(),
  }),
  responses: {
    200: z.object({ entries: z.array(auditEntry), nextBefore: z.uuid().nullable() }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
  },
});
