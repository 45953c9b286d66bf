import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import type {
  deleteRequestedAccount as deleteRequestedAccountEndpoint,
  messages as messagesEndpoint,
  subscribersCsv as subscribersCsvEndpoint,
  subscribers as subscribersEndpoint,
  updateMessage as updateMessageEndpoint,
} from '@tp/contract/inbox';
import { apiCall, apiFile, endpointRef } from '#web/lib/api-client';
import { usePagedQuery } from './paged';
import { adminUsersQueryKey } from './users';

const messages = endpointRef<typeof messagesEndpoint>({ method: 'GET', path: '/api/v1/admin/messages' });
const updateMessage = endpointRef<typeof updateMessageEndpoint>({
  method: 'PUT',
  path: '/api/v1/admin/messages/:id',
});
const deleteRequestedAccount = endpointRef<typeof deleteRequestedAccountEndpoint>({
  method: 'POST',
  path: '/api/v1/admin/messages/:id/delete-account',
});
const subscribers = endpointRef<typeof subscribersEndpoint>({
  method: 'GET',
  path: '/api/v1/admin/subscribers',
});
const subscribersCsv = endpointRef<typeof subscribersCsvEndpoint>({
  method: 'GET',
  path: '/api/v1/admin/subscribers.csv',
});

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
