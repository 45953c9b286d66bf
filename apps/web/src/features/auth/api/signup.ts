import { useMutation } from '@tanstack/react-query';
import type { signup as signupEndpoint } from '@tp/contract/accounts';
import type { RequestInput } from '@tp/contract/endpoint';
import { apiCall, endpointRef } from '../../../lib/api-client';
import { completeSignIn } from '../hooks/complete-sign-in';

const signup = endpointRef<typeof signupEndpoint>({ method: 'POST', path: '/api/v1/signup' });

export function useSignup() {
  return useMutation({
    mutationFn: (body: RequestInput<typeof signupEndpoint>['body']) => apiCall(signup, { body }),
    onSuccess: completeSignIn,
  });
}
