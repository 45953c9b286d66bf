import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminUserPayments as adminUserPaymentsEndpoint } from '@tp/contract/payments';
import type { adminUsers as adminUsersEndpoint } from '@tp/contract/users';
import { apiCall, endpointRef } from '#web/lib/api-client';

const adminUsers = endpointRef<typeof adminUsersEndpoint>({ method: 'GET', path: '/api/v1/admin/users' });

export const adminUsersQueryKey = ['admin', 'users'] as const;

/** Every user, newest first. */
const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }) => apiCall(adminUsers, undefined, { signal }),
    select: (body) => body.users,
  });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}

const adminUserPayments = endpointRef<typeof adminUserPaymentsEndpoint>({
  method: 'GET',
  path: '/api/v1/admin/users/:id/payments',
});

/** A user's payments, newest first. */
export function useAdminUserPayments(userId: string) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, userId, 'payments'],
    queryFn: ({ signal }) => apiCall(adminUserPayments, { params: { id: userId } }, { signal }),
    select: (body) => body.payments,
  });
}
