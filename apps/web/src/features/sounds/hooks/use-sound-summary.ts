import { useQuery } from '@tanstack/react-query';
import type { SoundSummary } from '@tp/phonetics';
import { useMemo } from 'react';
import { browserToday, guestSoundSummary } from '#web/lib/guest-sound-stats';
import { useSession } from '#web/session/use-session';
import { mySoundsQueryOptions } from '../api/my-sounds';

export type SoundSummaryState =
  | { status: 'loading' | 'error'; sounds: readonly SoundSummary[]; signedIn: boolean; retry: () => void }
  | { status: 'ready'; sounds: readonly SoundSummary[]; signedIn: boolean; retry: () => void };

/** A learner's record per sound from the server; a guest's from what this browser kept. */
export function useSoundSummary(): SoundSummaryState {
  const session = useSession();
  const signedIn = session.token !== null;
  const query = useQuery({ ...mySoundsQueryOptions(), enabled: signedIn });
  const guest = useMemo(() => (signedIn ? [] : guestSoundSummary(browserToday())), [signedIn]);
  const retry = () => void query.refetch();
  if (!signedIn) return { status: 'ready', sounds: guest, signedIn, retry };
  if (query.isError) return { status: 'error', sounds: [], signedIn, retry };
  if (query.isPending) return { status: 'loading', sounds: [], signedIn, retry };
  return { status: 'ready', sounds: query.data, signedIn, retry };
}
