import { useMutation } from '@tanstack/react-query';
import type { subscribe as subscribeEndpoint } from '@tp/contract/site';
import { apiCall, endpointRef } from '#web/lib/api-client';

const subscribe = endpointRef<typeof subscribeEndpoint>({ method: 'POST', path: '/api/v1/subscribe' });

/** Joins the mailing list. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => apiCall(subscribe, { body: { email } }),
  });
}
