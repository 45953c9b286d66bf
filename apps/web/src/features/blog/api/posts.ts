import { queryOptions, useQuery } from '@tanstack/react-query';
import { posts } from '@tp/contract/routes';

import { apiCall } from '#web/lib/api-client';

export const postsQueryKey = ['posts'] as const;

/** The blog posts, newest first. */
const postsQueryOptions = () =>
  queryOptions({
    queryKey: postsQueryKey,
    queryFn: ({ signal }) => apiCall(posts, undefined, { signal }),
    select: (body) => body.posts,
  });

export function usePosts() {
  return useQuery(postsQueryOptions());
}
