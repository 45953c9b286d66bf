import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { me as meEndpoint } from '@tp/contract/accounts';
import type { RequestInput, SuccessBody } from '@tp/contract/endpoint';
import type { answer as answerEndpoint, Badge, Progress } from '@tp/contract/progress';
import { answer, resetProgress } from '@tp/contract/routes';
import { apiCall } from '#web/lib/api-client';
import { setStoredUser } from '#web/lib/storage';
import { meQueryKey } from '#web/session/me';

export type AnswerBody = RequestInput<typeof answerEndpoint>['body'];
export type AnswerReply = SuccessBody<typeof answerEndpoint>;
type MeBody = SuccessBody<typeof meEndpoint>;

/** Writes changes to the learner's standing into the cached user: the header and the game follow at once. */
export function updateCachedUser(
  queryClient: QueryClient,
  changes: Partial<Omit<Progress, 'completed'>>,
  newBadges: readonly Badge[] = [],
) {
  queryClient.setQueriesData<MeBody>({ queryKey: meQueryKey }, (old) => {
    if (!old) return old;
    const badges = [...old.user.badges, ...newBadges.map((badge) => badge.name)];
    const user = { ...old.user, ...changes, badges };
    setStoredUser(user);
    return { user };
  });
}

export function applyProgress(
  queryClient: QueryClient,
  progress: Progress,
  newBadges: readonly Badge[] = [],
) {
  const { completed: _, ...standing } = progress;
  updateCachedUser(queryClient, standing, newBadges);
}

/** The browser's IANA time zone: the server counts the streak's days in it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Today in the browser's time zone (YYYY-MM-DD), the day the server would count an answer on. */
export function browserToday(now = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** Sends one answer for the server to check; its reply holds the learner's new standing. */
export const sendAnswer = (body: AnswerBody): Promise<AnswerReply> => apiCall(answer, { body });

export function useAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAnswer,
    onSuccess: (reply) => applyProgress(queryClient, reply.progress, reply.newBadges),
  });
}

export function useResetProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(resetProgress),
    onSuccess: (reply) => applyProgress(queryClient, reply.progress),
  });
}

/** Another tab or device moved the learner on: the server's word is fetched again. */
export const refetchProgress = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: meQueryKey });
