import type { auditLog as auditLogEndpoint } from '@tp/contract/audit';
import type { RequestInput } from '@tp/contract/endpoint';
import { auditLog } from '@tp/contract/routes';
import { apiCall } from '#web/lib/api-client';
import { usePagedQuery } from './paged';

export type AuditFilters = Pick<
  NonNullable<RequestInput<typeof auditLogEndpoint>['query']>,
  'entity' | 'actor'
>;

/** The changes admins made, newest first, narrowed by `filters`. */
export function useAuditLog(filters: AuditFilters) {
  return usePagedQuery(['admin', 'audit', filters], (before, signal) =>
    apiCall(auditLog, { query: { ...filters, before } }, { signal }),
  );
}
