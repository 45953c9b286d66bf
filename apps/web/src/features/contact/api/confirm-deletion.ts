import { useMutation } from '@tanstack/react-query';
import type { confirmDeletion as confirmDeletionEndpoint } from '@tp/contract/site';
import { apiCall, endpointRef } from '#web/lib/api-client';

const confirmDeletion = endpointRef<typeof confirmDeletionEndpoint>({
  method: 'POST',
  path: '/api/v1/confirm-deletion',
});

/** Confirms the account-deletion request of a mailed link with its token. */
export function useConfirmDeletion() {
  return useMutation({ mutationFn: (token: string) => apiCall(confirmDeletion, { body: { token } }) });
}
