import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import type { messages as messagesEndpoint, subscribers as subscribersEndpoint } from '@tp/contract/inbox';
import {
  deleteRequestedAccount,
  messages,
  subscribers,
  subscribersCsv,
  updateMessage,
} from '@tp/contract/routes';
import { apiCall, apiFile } from '#web/lib/api-client';
import { usePagedQuery } from './paged';
import { adminUsersQueryKey } from './users';

/** A list's filters: its query without the paging. */
type Filters<Query> = Omit<NonNullable<Query>, 'before' | 'limit'>;
export type MessageFilters = Filters<RequestInput<typeof messagesEndpoint>['query']>;
export type SubscriberFilters = Filters<RequestInput<typeof subscribersEndpoint>['query']>;

const messagesKey = ['admin', 'messages'] as const;

/** The contact messages and deletion requests, newest first, narrowed by `filters`. */
export function useMessages(filters: MessageFilters) {
  return usePagedQuery([...messagesKey, filters], (before, signal) =>
    apiCall(messages, { query: { ...filters, before } }, { signal }),
  );
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiCall(updateMessage, { params: { id }, body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}

export function useDeleteRequestedAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(deleteRequestedAccount, { params: { id } }),
    // The account's messages may go with it, and the users list loses it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKey }),
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
      ]),
  });
}

/** The mailing list, latest subscriptions first, with its counts. */
export function useSubscribers(filters: SubscriberFilters) {
  return usePagedQuery(['admin', 'subscribers', filters], (before, signal) =>
    apiCall(subscribers, { query: { ...filters, before } }, { signal }),
  );
}

/** The whole mailing list as a CSV file. */
export const downloadSubscribersCsv = () => apiFile(subscribersCsv, 'text/csv');
