import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { me as meEndpoint } from '@tp/contract/accounts';
import { type FirstLanguage, firstLanguages } from '@tp/contract/constants';
import type { SuccessBody } from '@tp/contract/endpoint';
import { firstLanguageDrills as drills, setLevel, updateSettings } from '@tp/contract/routes';

import { applyProgress } from '#web/course/progress';
import { apiCall } from '#web/lib/api-client';
import { setGuestProgress } from '#web/lib/guest-progress';
import { usePreferences } from '#web/lib/preferences';
import {
  getString,
  removeItem,
  setStoredUser,
  setString,
  storageKeys,
  subscribeStorage,
} from '#web/lib/storage';
import { useStored } from '#web/lib/use-stored';
import { meQueryKey } from '#web/session/me';
import { useSession } from '#web/session/use-session';

const isFirstLanguage = (value: string | null): value is FirstLanguage =>
  (firstLanguages as readonly (string | null)[]).includes(value);

/** The language a guest said they grew up with, or null; anything hand-edited counts as unsaid. */
function getGuestFirstLanguage(): FirstLanguage | null {
  const stored = getString(storageKeys.firstLanguage);
  return isFirstLanguage(stored) ? stored : null;
}

const setGuestFirstLanguage = (language: FirstLanguage) => setString(storageKeys.firstLanguage, language);
export const clearGuestFirstLanguage = () => removeItem(storageKeys.firstLanguage);

/** Sends the guest's first language to the new account, whose token is stored (see carryGuestProgress). */
export async function carryGuestFirstLanguage(): Promise<void> {
  const firstLanguage = getGuestFirstLanguage();
  if (firstLanguage) await apiCall(updateSettings, { body: { firstLanguage } });
}

/**
 * The language the learner grew up with: what they said (on the server for an account, in the
 * browser for a guest), or, until they say, the interface language.
 */
export function useFirstLanguage(): { chosen: FirstLanguage | null; language: FirstLanguage } {
  const { token, user } = useSession();
  const { lang } = usePreferences();
  const guest = useStored(subscribeStorage, getGuestFirstLanguage);
  const chosen = token ? (user?.firstLanguage ?? null) : guest;
  return { chosen, language: chosen ?? lang };
}

type MeBody = SuccessBody<typeof meEndpoint>;

function cacheFirstLanguage(queryClient: QueryClient, firstLanguage: FirstLanguage | null) {
  queryClient.setQueriesData<MeBody>({ queryKey: meQueryKey }, (old) => {
    if (!old) return old;
    const user = { ...old.user, firstLanguage };
    setStoredUser(user);
    return { user };
  });
}

/** Saves the learner's first language: on the account when signed in, else in the browser. */
export function useChooseFirstLanguage() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: FirstLanguage) => {
      if (!token) {
        setGuestFirstLanguage(language);
        return language;
      }
      return (await apiCall(updateSettings, { body: { firstLanguage: language } })).firstLanguage;
    },
    onSuccess: (saved) => {
      if (token) cacheFirstLanguage(queryClient, saved);
    },
  });
}

/** The drills of the contrasts hardest for speakers of `language`, hardest first (the server's list). */
export function useFirstLanguageDrills(language: FirstLanguage) {
  return useQuery({
    queryKey: ['first-language-drills', language] as const,
    queryFn: ({ signal }) => apiCall(drills, { query: { firstLanguage: language } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Moves the learner to the start of a level they have reached: the game then plays it. */
export function useGoToLevel() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (level: number) => {
      if (!token) {
        setGuestProgress({ level: level - 1, sublevel: 0, retries: [] });
        return;
      }
      const reply = await apiCall(setLevel, { body: { level } });
      applyProgress(queryClient, reply.progress);
    },
  });
}
