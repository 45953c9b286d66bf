import { useMutation } from '@tanstack/react-query';
import type { signup as signupEndpoint } from '@tp/contract/accounts';
import type { RequestInput } from '@tp/contract/endpoint';
import { signup } from '@tp/contract/routes';
import { apiCall } from '#web/lib/api-client';

/**
 * Asks for the account. The answer says only to check the inbox, whether or not the address had
 * an account already: no session comes with it, the new account signs in once it is made.
 */
export function useSignup() {
  return useMutation({
    mutationFn: (body: RequestInput<typeof signupEndpoint>['body']) => apiCall(signup, { body }),
  });
}
