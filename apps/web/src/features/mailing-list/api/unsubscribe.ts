import { queryOptions } from '@tanstack/react-query';
import { unsubscribe } from '@tp/contract/routes';

import { apiCall } from '#web/lib/api-client';

/**
 * Leaves the mailing list as the unsubscribe page opens. A query, not a mutation: the cache sends
 * one request per token, so React's double mount in development cannot spend the token twice.
 */
export const unsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: () => apiCall(unsubscribe, { body: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
