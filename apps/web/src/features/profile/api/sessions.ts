import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endAllSessions, endSession, mySessions } from '@tp/contract/routes';

import { apiCall } from '#web/lib/api-client';
import { useLogout } from '#web/session/use-logout';

const sessionsKey = ['sessions'] as const;

/** The account's signed-in devices. */
export const useSessions = () =>
  useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => apiCall(mySessions, undefined, { signal }) });

/** Ends one session; ending this device's own is a logout. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const logout = useLogout();
  return useMutation({
    mutationFn: ({ id }: { id: string; current: boolean }) => apiCall(endSession, { params: { id } }),
    onSuccess: (_, { current }) =>
      current ? logout('/login') : queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Logs out everywhere, this device included. */
export function useEndAllSessions() {
  const logout = useLogout();
  return useMutation({ mutationFn: () => apiCall(endAllSessions), onSuccess: () => logout('/login') });
}
