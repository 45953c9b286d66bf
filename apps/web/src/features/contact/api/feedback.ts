import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import type { feedback as feedbackEndpoint } from '@tp/contract/site';
import { apiCall, endpointRef } from '#web/lib/api-client';

const feedback = endpointRef<typeof feedbackEndpoint>({ method: 'POST', path: '/api/v1/feedback' });

/** Saves a contact message (the first step of sending it). */
export function useSaveFeedback() {
  return useMutation({
    mutationFn: (body: RequestInput<typeof feedbackEndpoint>['body']) => apiCall(feedback, { body }),
  });
}
