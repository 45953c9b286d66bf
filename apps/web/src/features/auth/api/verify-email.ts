import { queryOptions } from '@tanstack/react-query';
import { verifyEmail } from '@tp/contract/routes';

import { apiCall } from '#web/lib/api-client';

/** One request per token: the query cache also absorbs React's double mount in development. */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => apiCall(verifyEmail, { query: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
