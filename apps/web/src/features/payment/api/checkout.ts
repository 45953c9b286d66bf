import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@tp/contract/payments';
import {
  checkoutOptions,
  createCheckoutSession,
  payTestCharge,
  updatePremiumStatus,
} from '@tp/contract/routes';
import { apiCall } from '#web/lib/api-client';
import { setStoredUser } from '#web/lib/storage';
import { meQueryKey } from '#web/session/me';

export type CheckoutOptions = Awaited<ReturnType<typeof apiCall<typeof checkoutOptions>>>;
export type TestCard = { number: string; expiry: string; cvc: string };

/** The ways to pay and the price, for the signed-in learner. */
export const checkoutOptionsQuery = () =>
  queryOptions({
    queryKey: ['checkout-options'],
    queryFn: ({ signal }) => apiCall(checkoutOptions, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** Starts a payment with the provider of the method: its id, and for Stripe the client secret. */
export const startCheckout = (method: PaymentMethod) => apiCall(createCheckoutSession, { body: { method } });

/** Test mode: pays a started test charge with a test card, or approves it as a wallet. */
export const payTest = (sessionId: string, card?: TestCard) =>
  apiCall(payTestCharge, { body: card ? { sessionId, card } : { sessionId } });

/** The success page's call: the server asks the provider, and the account becomes premium once. */
export function useUpdatePremiumStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiCall(updatePremiumStatus, { body: { sessionId } }),
    onSuccess: ({ user }) => {
      setStoredUser(user);
      // Every session query holds this user: the header and the profile show premium at once.
      queryClient.setQueriesData({ queryKey: meQueryKey }, (old: { user: unknown } | undefined) =>
        old ? { ...old, user } : old,
      );
    },
  });
}
