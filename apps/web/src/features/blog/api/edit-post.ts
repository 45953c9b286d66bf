import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import { deletePost, updatePost } from '@tp/contract/routes';
import type { updatePost as updatePostEndpoint } from '@tp/contract/site';
import { apiCall } from '#web/lib/api-client';
import { postsQueryKey } from './posts';

type PostEdit = { id: string; body: RequestInput<typeof updatePostEndpoint>['body'] };

/** Saves a post's new title, text and author (admin); the blog list then shows them. */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: PostEdit) => apiCall(updatePost, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsQueryKey }),
  });
}

/** Deletes a post (admin); the blog list then goes without it. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(deletePost, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsQueryKey }),
  });
}
