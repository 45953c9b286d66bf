import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import { sendFeedback } from '@tp/contract/routes';
import type { sendFeedback as sendFeedbackEndpoint } from '@tp/contract/site';
import { apiCall } from '#web/lib/api-client';

export type SendFeedbackBody = RequestInput<typeof sendFeedbackEndpoint>['body'];

/** E-mails a contact message or an account-deletion request to the support address. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: SendFeedbackBody) => apiCall(sendFeedback, { body }),
  });
}
