import { queryOptions } from '@tanstack/react-query';
import type { verifyEmail as verifyEmailEndpoint } from '@tp/contract/accounts';
import { apiCall, endpointRef } from '#web/lib/api-client';

const verifyEmail = endpointRef<typeof verifyEmailEndpoint>({ method: 'GET', path: '/api/v1/verify-email' });

/** One request per token: the query cache also absorbs React's double mount in development. */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => apiCall(verifyEmail, { query: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
