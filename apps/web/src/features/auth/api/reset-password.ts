import { useMutation } from '@tanstack/react-query';
import type { resetPassword as resetPasswordEndpoint } from '@tp/contract/accounts';
import type { RequestInput } from '@tp/contract/endpoint';
import { apiCall, endpointRef } from '#web/lib/api-client';

const resetPassword = endpointRef<typeof resetPasswordEndpoint>({
  method: 'POST',
  path: '/api/v1/reset-password',
});

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: RequestInput<typeof resetPasswordEndpoint>['body']) =>
      apiCall(resetPassword, { body }),
  });
}
