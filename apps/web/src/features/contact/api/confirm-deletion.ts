import { useMutation } from '@tanstack/react-query';
import { confirmDeletion } from '@tp/contract/routes';

import { apiCall } from '#web/lib/api-client';

/** Confirms the account-deletion request of a mailed link with its token. */
export function useConfirmDeletion() {
  return useMutation({ mutationFn: (token: string) => apiCall(confirmDeletion, { body: { token } }) });
}
