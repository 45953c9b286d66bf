import { queryOptions, useQuery } from '@tanstack/react-query';
import type { levels as levelsEndpoint } from '@tp/contract/levels';
import { ApiError, apiCall, endpointRef } from '../../../lib/api-client';

const levels = endpointRef<typeof levelsEndpoint>({ method: 'GET', path: '/api/v1/levels' });

export const levelsQueryKey = ['levels'] as const;

/** The course, sorted by level number. The server revalidates it by ETag, so a refetch is cheap. */
export const levelsQueryOptions = () =>
  queryOptions({
    queryKey: levelsQueryKey,
    queryFn: ({ signal }) => apiCall(levels, undefined, { signal }),
    select: (body) => body.levels,
    staleTime: 5 * 60_000,
    // A 4xx will not change on retry; a network failure might.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
  });

export function useLevels() {
  return useQuery(levelsQueryOptions());
}
