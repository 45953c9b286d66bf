import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '@tp/contract/routes';

import { apiCall } from '#web/lib/api-client';

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => apiCall(resendVerification, { body: { email } }),
  });
}
