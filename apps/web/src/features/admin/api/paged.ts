import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

/** A list the API answers a page at a time, newest first; each page says where the next begins. */
export function usePagedQuery<Page extends { nextBefore: string | null }>(
  queryKey: readonly unknown[],
  fetchPage: (before: string | undefined, signal: AbortSignal) => Promise<Page>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    // A new filter keeps the list in view until its own answer comes.
    placeholderData: keepPreviousData,
  });
}
