import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminUsers as adminUsersEndpoint } from '@tp/contract/users';
import { apiCall, endpointRef } from '../../../lib/api-client';

const adminUsers = endpointRef<typeof adminUsersEndpoint>({ method: 'GET', path: '/api/v1/admin/users' });

export const adminUsersQueryKey = ['admin', 'users'] as const;

/** Every user, newest first. */
export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }) => apiCall(adminUsers, undefined, { signal }),
    select: (body) => body.users,
  });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
