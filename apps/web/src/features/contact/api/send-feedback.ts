import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import type { sendFeedback as sendFeedbackEndpoint } from '@tp/contract/site';
import { apiCall, endpointRef } from '#web/lib/api-client';

const sendFeedback = endpointRef<typeof sendFeedbackEndpoint>({
  method: 'POST',
  path: '/api/v1/send-feedback',
});

export type SendFeedbackBody = RequestInput<typeof sendFeedbackEndpoint>['body'];

/** E-mails a contact message or an account-deletion request to the support address. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: SendFeedbackBody) => apiCall(sendFeedback, { body }),
  });
}
