import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import type {
  badges as badgesEndpoint,
  createBadge as createBadgeEndpoint,
  createMcq as createMcqEndpoint,
  deleteMcq as deleteMcqEndpoint,
  mcqs as mcqsEndpoint,
} from '@tp/contract/quizzes';
import { apiCall, endpointRef } from '#web/lib/api-client';

const mcqs = endpointRef<typeof mcqsEndpoint>({ method: 'GET', path: '/api/v1/mcqs' });
const createMcq = endpointRef<typeof createMcqEndpoint>({ method: 'POST', path: '/api/v1/mcq' });
const deleteMcq = endpointRef<typeof deleteMcqEndpoint>({ method: 'DELETE', path: '/api/v1/mcq/:id' });
const badges = endpointRef<typeof badgesEndpoint>({ method: 'GET', path: '/api/v1/badges' });
const createBadge = endpointRef<typeof createBadgeEndpoint>({ method: 'POST', path: '/api/v1/badge/create' });

export type NewMcq = RequestInput<typeof createMcqEndpoint>['body'];
export type NewBadge = RequestInput<typeof createBadgeEndpoint>['body'];

export const adminMcqsQueryKey = ['admin', 'mcqs'] as const;

/** Every multiple-choice question, newest first. */
export const adminMcqsQueryOptions = () =>
  queryOptions({
    queryKey: adminMcqsQueryKey,
    queryFn: ({ signal }) => apiCall(mcqs, undefined, { signal }),
    select: (body) => body.mcqs,
  });

export function useAdminMcqs() {
  return useQuery(adminMcqsQueryOptions());
}

export function useCreateMcq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewMcq) => apiCall(createMcq, { body }),
    // Awaited, so the form stays busy until the new question is in the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMcqsQueryKey }),
  });
}

export function useDeleteMcq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(deleteMcq, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMcqsQueryKey }),
  });
}

export const adminBadgesQueryKey = ['admin', 'badges'] as const;

/** Every badge with its award rule. */
export const adminBadgesQueryOptions = () =>
  queryOptions({
    queryKey: adminBadgesQueryKey,
    queryFn: ({ signal }) => apiCall(badges, undefined, { signal }),
    select: (body) => body.badges,
  });

export function useAdminBadges() {
  return useQuery(adminBadgesQueryOptions());
}

export function useCreateBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewBadge) => apiCall(createBadge, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBadgesQueryKey }),
  });
}
