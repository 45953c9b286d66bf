import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '@tp/contract/routes';

import { apiCall } from '#web/lib/api-client';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => apiCall(forgotPassword, { body: { email } }),
  });
}
