import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserPayments, adminUsers } from '@tp/contract/routes';

import { apiCall } from '#web/lib/api-client';

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

/** A user's payments, newest first. */
export function useAdminUserPayments(userId: string) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, userId, 'payments'],
    queryFn: ({ signal }) => apiCall(adminUserPayments, { params: { id: userId } }, { signal }),
    select: (body) => body.payments,
  });
}
