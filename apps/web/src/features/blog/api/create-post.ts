import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import type { createPost as createPostEndpoint } from '@tp/contract/site';
import { apiCall, endpointRef } from '#web/lib/api-client';
import { postsQueryKey } from './posts';

const createPost = endpointRef<typeof createPostEndpoint>({ method: 'POST', path: '/api/v1/create' });

/** Publishes a post (admin); the blog list then shows it. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestInput<typeof createPostEndpoint>['body']) => apiCall(createPost, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsQueryKey }),
  });
}
