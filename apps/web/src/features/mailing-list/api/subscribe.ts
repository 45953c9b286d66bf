import { useMutation } from '@tanstack/react-query';
import { subscribe } from '@tp/contract/routes';

import { apiCall } from '#web/lib/api-client';

/** Joins the mailing list. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => apiCall(subscribe, { body: { email } }),
  });
}
