import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import type {
  badges as badgesEndpoint,
  createBadge as createBadgeEndpoint,
  createMcq as createMcqEndpoint,
  deleteBadge as deleteBadgeEndpoint,
  deleteMcq as deleteMcqEndpoint,
  mcqs as mcqsEndpoint,
  updateBadge as updateBadgeEndpoint,
  updateMcq as updateMcqEndpoint,
} from '@tp/contract/quizzes';
import { apiCall, endpointRef } from '#web/lib/api-client';
import { type Edit, useListMutation } from './list-mutation';

const mcqs = endpointRef<typeof mcqsEndpoint>({ method: 'GET', path: '/api/v1/mcqs' });
const createMcq = endpointRef<typeof createMcqEndpoint>({ method: 'POST', path: '/api/v1/mcq' });
const updateMcq = endpointRef<typeof updateMcqEndpoint>({ method: 'PUT', path: '/api/v1/mcq/:id' });
const deleteMcq = endpointRef<typeof deleteMcqEndpoint>({ method: 'DELETE', path: '/api/v1/mcq/:id' });
const badges = endpointRef<typeof badgesEndpoint>({ method: 'GET', path: '/api/v1/badges' });
const createBadge = endpointRef<typeof createBadgeEndpoint>({ method: 'POST', path: '/api/v1/badge/create' });
const updateBadge = endpointRef<typeof updateBadgeEndpoint>({ method: 'PUT', path: '/api/v1/badge/:id' });
const deleteBadge = endpointRef<typeof deleteBadgeEndpoint>({ method: 'DELETE', path: '/api/v1/badge/:id' });

export type NewMcq = RequestInput<typeof createMcqEndpoint>['body'];
export type NewBadge = RequestInput<typeof createBadgeEndpoint>['body'];

const adminMcqsQueryKey = ['admin', 'mcqs'] as const;

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

export const useCreateMcq = () =>
  useListMutation(adminMcqsQueryKey, (body: NewMcq) => apiCall(createMcq, { body }));
export const useUpdateMcq = () =>
  useListMutation(adminMcqsQueryKey, ({ id, body }: Edit<typeof updateMcqEndpoint>) =>
    apiCall(updateMcq, { params: { id }, body }),
  );
export const useDeleteMcq = () =>
  useListMutation(adminMcqsQueryKey, (id: string) => apiCall(deleteMcq, { params: { id } }));

const adminBadgesQueryKey = ['admin', 'badges'] as const;

/** Every badge with its award rule. */
const adminBadgesQueryOptions = () =>
  queryOptions({
    queryKey: adminBadgesQueryKey,
    queryFn: ({ signal }) => apiCall(badges, undefined, { signal }),
    select: (body) => body.badges,
  });

export function useAdminBadges() {
  return useQuery(adminBadgesQueryOptions());
}

export const useCreateBadge = () =>
  useListMutation(adminBadgesQueryKey, (body: NewBadge) => apiCall(createBadge, { body }));
export const useUpdateBadge = () =>
  useListMutation(adminBadgesQueryKey, ({ id, body }: Edit<typeof updateBadgeEndpoint>) =>
    apiCall(updateBadge, { params: { id }, body }),
  );
export const useDeleteBadge = () =>
  useListMutation(adminBadgesQueryKey, (id: string) => apiCall(deleteBadge, { params: { id } }));
