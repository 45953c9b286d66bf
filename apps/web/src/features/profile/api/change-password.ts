import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { changePassword as changePasswordEndpoint } from '@tp/contract/accounts';
import type { RequestInput } from '@tp/contract/endpoint';
import { changePassword } from '@tp/contract/routes';
import { apiCall } from '#web/lib/api-client';
import { setStoredUser, setToken } from '#web/lib/storage';
import { meQueryKey } from '#web/session/me';

export type ChangePasswordBody = RequestInput<typeof changePasswordEndpoint>['body'];

/**
 * Changes the password. The server ends every other session and answers a fresh one for this
 * device, which is kept (with its user already known, so the page does not reload it).
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiCall(changePassword, { body }),
    onSuccess: ({ token, user }) => {
      queryClient.setQueryData([...meQueryKey, token], { user });
      setStoredUser(user);
      setToken(token);
    },
  });
}
