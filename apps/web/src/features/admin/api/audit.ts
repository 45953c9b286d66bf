import type { auditLog as auditLogEndpoint } from '@tp/contract/audit';
import type { RequestInput } from '@tp/contract/endpoint';
import { apiCall, endpointRef } from '#web/lib/api-client';
import { usePagedQuery } from './paged';

const auditLog = endpointRef<typeof auditLogEndpoint>({ method: 'GET', path: '/api/v1/admin/audit' });

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
