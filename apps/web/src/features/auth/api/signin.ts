import { useMutation } from '@tanstack/react-query';
import type { signin as signinEndpoint } from '@tp/contract/accounts';
import type { RequestInput } from '@tp/contract/endpoint';
import { signin } from '@tp/contract/routes';
import { apiCall } from '#web/lib/api-client';
import { completeSignIn } from '../hooks/complete-sign-in';
import { carryGuestProgress, hasNoProgress } from './carry-guest-progress';

/**
 * Logs in, then goes home, or back to `returnTo`. Sign-up opens no session: an account that has
 * made no progress yet (a new one, as a rule) takes over the guest's; any other keeps its own.
 */
export function useSignin(returnTo: string | null) {
  return useMutation({
    mutationFn: (body: RequestInput<typeof signinEndpoint>['body']) => apiCall(signin, { body }),
    onSuccess: (session) =>
      completeSignIn(session, {
        beforeReload: hasNoProgress(session.user) ? carryGuestProgress : undefined,
        returnTo,
      }),
  });
}
