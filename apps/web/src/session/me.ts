import { queryOptions } from '@tanstack/react-query';
import { me } from '@tp/contract/routes';

import { ApiError, apiCall, NetworkError } from '#web/lib/api-client';
import { clearSession, getStoredUser, setStoredUser } from '#web/lib/storage';
import { applyServerSettings } from './apply-server-settings';

export const meQueryKey = ['me'] as const;

/** The signed-in user; keyed by token so a new token never shows the previous user. */
export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...meQueryKey, token],
    queryFn: async ({ signal }) => {
      try {
        const body = await apiCall(me, undefined, { signal });
        setStoredUser(body.user);
        applyServerSettings(body.user.settings);
        return body;
      } catch (error) {
        // Offline, the learner is the one last seen, so that the game plays on (and queues answers).
        const stored = error instanceof NetworkError ? getStoredUser() : null;
        if (stored) return { user: stored };
        // Spec §7: a failed current-user fetch is logged only.
        console.warn('Could not load the current user', error);
        if (error instanceof ApiError && error.status === 401) clearSession();
        throw error;
      }
    },
    enabled: token !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
