import { useMutation } from '@tanstack/react-query';
import { signinApple } from '@tp/contract/routes';

import { apiCall } from '#web/lib/api-client';
import { type AppleIdAuth, authorizeWithApple } from '../apple-id';
import { completeSignIn } from '../hooks/complete-sign-in';
import { carryGuestProgress } from './carry-guest-progress';

/**
 * Apple's popup, then the server's check of what it returned. A popup that ends without a result
 * (closed, refused) is logged only (spec §8); the server's refusal is the mutation's error. Once
 * signed in, the learner goes home, or back to `returnTo`.
 */
export function useSigninApple(clientId: string, returnTo: string | null) {
  return useMutation({
    mutationFn: async (auth: AppleIdAuth) => {
      const body = await authorizeWithApple(auth, clientId).catch((error: unknown) => {
        console.warn('Sign in with Apple ended without a result', error);
        return null;
      });
      return body && apiCall(signinApple, { body });
    },
    // Like a sign-up, an account this sign-in made takes over the guest's progress.
    onSuccess: (session) =>
      session
        ? completeSignIn(session, {
            beforeReload: session.newAccount ? carryGuestProgress : undefined,
            returnTo,
          })
        : undefined,
  });
}
