import { useMutation } from '@tanstack/react-query';
import type { resendVerification as resendVerificationEndpoint } from '@tp/contract/accounts';
import { apiCall, endpointRef } from '#web/lib/api-client';

const resendVerification = endpointRef<typeof resendVerificationEndpoint>({
  method: 'POST',
  path: '/api/v1/resend-verification',
});

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => apiCall(resendVerification, { body: { email } }),
  });
}
