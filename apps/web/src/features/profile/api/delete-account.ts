import { useMutation } from '@tanstack/react-query';
import type { deleteAccount as deleteAccountEndpoint } from '@tp/contract/accounts';
import type { RequestInput } from '@tp/contract/endpoint';
import { deleteAccount } from '@tp/contract/routes';
import { useTranslation } from 'react-i18next';
import { apiCall } from '#web/lib/api-client';
import { useLogout } from '#web/session/use-logout';
import { useToast } from '#web/ui/Toast';

export type DeleteAccountBody = RequestInput<typeof deleteAccountEndpoint>['body'];

/** Deletes the account; on success the session ends as a logout does, and the learner is told at home. */
export function useDeleteAccount() {
  const { t } = useTranslation('account');
  const { show } = useToast();
  const logout = useLogout();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiCall(deleteAccount, { body }),
    onSuccess: () => {
      logout('/');
      show(t('deleteAccount.deleted'), 'success');
    },
  });
}
