import { useMutation } from '@tanstack/react-query';
import type { resetPassword as resetPasswordEndpoint } from '@tp/contract/accounts';
import type { RequestInput } from '@tp/contract/endpoint';
import { resetPassword } from '@tp/contract/routes';
import { apiCall } from '#web/lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: RequestInput<typeof resetPasswordEndpoint>['body']) =>
      apiCall(resetPassword, { body }),
  });
}
