import { queryOptions, useQuery } from '@tanstack/react-query';
import type { posts as postsEndpoint } from '@tp/contract/site';
import { apiCall, endpointRef } from '#web/lib/api-client';

const posts = endpointRef<typeof postsEndpoint>({ method: 'GET', path: '/api/v1/posts' });

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
