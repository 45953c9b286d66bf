import { queryOptions, useQuery } from '@tanstack/react-query';
import type { levels as levelsEndpoint } from '@tp/contract/levels';
import { apiCall, endpointRef } from '../../../lib/api-client';

const levels = endpointRef<typeof levelsEndpoint>({ method: 'GET', path: '/api/v1/levels' });

export const levelsQueryKey = ['levels'] as const;

/** The course, sorted by level number. The server revalidates it by ETag, so a refetch is cheap. */
export const levelsQueryOptions = () =>
  queryOptions({
    queryKey: levelsQueryKey,
    queryFn: ({ signal }) => apiCall(levels, undefined, { signal }),
    select: (body) => body.levels,
    staleTime: 5 * 60_000,
  });

export function useLevels() {
  return useQuery(levelsQueryOptions());
}
