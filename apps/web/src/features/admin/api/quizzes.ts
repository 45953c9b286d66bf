import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import type {
  createBadge as createBadgeEndpoint,
  createMcq as createMcqEndpoint,
  updateBadge as updateBadgeEndpoint,
  updateMcq as updateMcqEndpoint,
} from '@tp/contract/quizzes';
import {
  badges,
  createBadge,
  createMcq,
  deleteBadge,
  deleteMcq,
  mcqs,
  updateBadge,
  updateMcq,
} from '@tp/contract/routes';
import { apiCall } from '#web/lib/api-client';
import { type Edit, useListMutation } from './list-mutation';

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
