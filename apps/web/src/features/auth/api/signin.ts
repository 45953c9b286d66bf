import { useMutation } from '@tanstack/react-query';
import type { signin as signinEndpoint } from '@tp/contract/accounts';
import type { RequestInput } from '@tp/contract/endpoint';
import { apiCall, endpointRef } from '#web/lib/api-client';
import { completeSignIn } from '../hooks/complete-sign-in';

const signin = endpointRef<typeof signinEndpoint>({ method: 'POST', path: '/api/v1/signin' });

/** Logs in, then goes home, or back to `returnTo`. */
export function useSignin(returnTo: string | null) {
  return useMutation({
    mutationFn: (body: RequestInput<typeof signinEndpoint>['body']) => apiCall(signin, { body }),
    onSuccess: (session) => completeSignIn(session, { returnTo }),
  });
}
