import { useMutation } from '@tanstack/react-query';
import type { signup as signupEndpoint } from '@tp/contract/accounts';
import type { RequestInput } from '@tp/contract/endpoint';
import { apiCall, endpointRef } from '#web/lib/api-client';
import { completeSignIn } from '../hooks/complete-sign-in';
import { carryGuestProgress } from './carry-guest-progress';

const signup = endpointRef<typeof signupEndpoint>({ method: 'POST', path: '/api/v1/signup' });

/** Makes the account, then goes home, or back to `returnTo`. */
export function useSignup(returnTo: string | null) {
  return useMutation({
    mutationFn: (body: RequestInput<typeof signupEndpoint>['body']) => apiCall(signup, { body }),
    // Only a new account takes over the guest's level; a login keeps the account's own.
    onSuccess: (session) => completeSignIn(session, { beforeReload: carryGuestProgress, returnTo }),
  });
}
