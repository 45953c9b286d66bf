import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PublicUser } from '@tp/contract/accounts';
import type { Language } from '@tp/contract/constants';
import type { SuccessBody } from '@tp/contract/endpoint';
import type { levels as levelsEndpoint } from '@tp/contract/levels';
import { levels } from '@tp/contract/routes';
import { useEffect, useRef } from 'react';
import { apiCall } from '#web/lib/api-client';
import { getPreferences, usePreferences } from '#web/lib/preferences';

/** The course, its explanations in `language` where translated. */
export const fetchCourse = (language: Language, signal?: AbortSignal) =>
  apiCall(levels, { query: language === 'en' ? {} : { lang: language } }, { signal });

/** The course in every language: what an admin's change invalidates. */
export const courseQueryKey = ['levels'] as const;

/**
 * The course, sorted by level number, with its explanations (info texts, MCQs) in `language`
 * where translated. English is the course's own language: the admin's edits start from it, and it
 * is asked for without `lang`. The server revalidates it by ETag, so a refetch is cheap.
 */
export const levelsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...courseQueryKey, language] as const,
    queryFn: ({ signal }) => fetchCourse(language, signal),
    select: (body) => body.levels,
    staleTime: 5 * 60_000,
    // A premium learner's links to premium files expire within a day: a tab they come back to
    // asks again (most often a 304), so that its links are fresh.
    refetchOnWindowFocus: true,
  });

/**
 * The course in the interface language, fetched again when the language changes; the course of
 * the language before stays on screen until the new one arrives, so the game does not flicker.
 */
export function useLevels() {
  const { lang } = usePreferences();
  return useQuery({ ...levelsQueryOptions(lang), placeholderData: keepPreviousData });
}

/**
 * Fetches the course again when what the server sends of it changes. Premium-only levels come whole
 * to premium learners and admins only (the request carries the token), so signing in, signing out
 * or becoming premium (a confirmed payment) changes it; a change within one view does not.
 */
export function useCourseFollowsAccount(user: PublicUser | null, loading: boolean): void {
  const queryClient = useQueryClient();
  const whole = user?.accountType === 'premium' || user?.role === 'admin';
  // The view the cached course was fetched in, as far as known: none until the account is.
  const fetchedWhole = useRef<boolean | null>(null);
  useEffect(() => {
    if (loading) return;
    if (fetchedWhole.current !== null && fetchedWhole.current !== whole) {
      void queryClient.invalidateQueries({ queryKey: courseQueryKey });
    }
    fetchedWhole.current = whole;
  }, [whole, loading, queryClient]);
}

/**
 * The course for the game's first render, which waits for it: one try (the client's retries wait
 * for the network when offline), and `waitMs` at most. After a failure the game tries again itself.
 */
export const prefetchCourse = (
  queryClient: QueryClient,
  waitMs = 2000,
  language: Language = getPreferences().lang,
): Promise<void> =>
  Promise.race([
    queryClient.prefetchQuery({ ...levelsQueryOptions(language), retry: false }),
    new Promise<void>((resolve) => setTimeout(resolve, waitMs)),
  ]);

/** The course as `GET /levels` sends it, which a server-rendered page carries. */
export type CourseBody = SuccessBody<typeof levelsEndpoint>;

/** Gives the query cache the course that a server-rendered page came with, as if fetched. */
export function seedCourse(queryClient: QueryClient, body: CourseBody): void {
  queryClient.setQueryData(levelsQueryOptions('en').queryKey, body);
}
