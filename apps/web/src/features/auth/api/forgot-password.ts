import { useMutation } from '@tanstack/react-query';
import type { forgotPassword as forgotPasswordEndpoint } from '@tp/contract/accounts';
import { apiCall, endpointRef } from '#web/lib/api-client';

const forgotPassword = endpointRef<typeof forgotPasswordEndpoint>({
  method: 'POST',
  path: '/api/v1/forgot-password',
});

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => apiCall(forgotPassword, { body: { email } }),
  });
}
