import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import { createPost } from '@tp/contract/routes';
import type { createPost as createPostEndpoint } from '@tp/contract/site';
import { apiCall } from '#web/lib/api-client';
import { postsQueryKey } from './posts';

/** Publishes a post (admin); the blog list then shows it. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestInput<typeof createPostEndpoint>['body']) => apiCall(createPost, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsQueryKey }),
  });
}
