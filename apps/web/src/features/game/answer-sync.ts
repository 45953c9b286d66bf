import type { QueryClient } from '@tanstack/react-query';
import { applyProgress, refetchProgress, sendAnswer } from '#web/course/progress';
import { ApiError } from '#web/lib/api-client';
import { getStoredUser } from '#web/lib/storage';
import { dropOldestAnswer, queuedAnswers } from './answer-outbox';

/**
 * `sent`: the server took every queued answer; `refused`: it turned some down (the learner moved on
 * on another device, or the course changed) and its progress stands; `kept`: they could not be sent
 * now and wait for the next try; `none`: nothing was waiting.
 */
export type SyncOutcome = 'sent' | 'refused' | 'kept' | 'none';

/** Worth another try later: no answer, a server fault, an expired sign-in, a rate limit. */
const passing = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 401 || error.status === 429;

let running: Promise<SyncOutcome> | null = null;

async function sendAll(queryClient: QueryClient): Promise<SyncOutcome> {
  const userId = getStoredUser()?._id;
  if (!userId) return 'none';
  let taken = 0;
  let refused = 0;
  for (let answer = queuedAnswers(userId)[0]; answer; answer = queuedAnswers(userId)[0]) {
    try {
      const reply = await sendAnswer(answer);
      applyProgress(queryClient, reply.progress, reply.newBadges);
      taken++;
    } catch (error) {
      if (passing(error)) return 'kept';
      refused++;
    }
    dropOldestAnswer(userId);
  }
  if (!taken && !refused) return 'none';
  // The server's word on where the learner stands, after answers first checked in the browser.
  await refetchProgress(queryClient);
  return refused ? 'refused' : 'sent';
}

/**
 * Sends the answers a signed-in learner gave offline, one at a time and in order, as if given now:
 * the server checks each, and each reply moves the learner on as a live answer does. One run at a
 * time, however many callers ask.
 */
export function sendQueuedAnswers(queryClient: QueryClient): Promise<SyncOutcome> {
  running ??= sendAll(queryClient).finally(() => {
    running = null;
  });
  return running;
}
