import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
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

/**
 * The course for the game's first render, which waits for it: one try (the client's retries wait
 * for the network when offline), and `waitMs` at most. After a failure the game tries again itself.
 */
export const prefetchCourse = (queryClient: QueryClient, waitMs = 2000): Promise<void> =>
  Promise.race([
    queryClient.prefetchQuery({ ...levelsQueryOptions(), retry: false }),
    new Promise<void>((resolve) => setTimeout(resolve, waitMs)),
  ]);
