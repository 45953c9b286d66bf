import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import { answerReview, startReview } from '@tp/contract/routes';
import type { answerReview as answerReviewEndpoint } from '@tp/contract/sounds';
import { updateCachedUser } from '#web/course/progress';
import { apiCall } from '#web/lib/api-client';
import { mySoundsQueryKey } from './my-sounds';

/** Starts a review of the learner's weakest sounds, or of `sounds` among those they got wrong. */
export function useStartReview() {
  return useMutation({
    mutationFn: (sounds: readonly string[]) =>
      apiCall(startReview, { body: sounds.length > 0 ? { sounds: [...sounds] } : undefined }),
  });
}

type AnswerInput = { reviewId: string } & RequestInput<typeof answerReviewEndpoint>['body'];

/** Checks a review answer; the points and streak it brings go straight into the cached user. */
export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, ...body }: AnswerInput) =>
      apiCall(answerReview, { params: { id: reviewId }, body }),
    onSuccess: (reply) => {
      const { points, streak, lastActiveOn, dayPoints, goalDays, streakFreezes } = reply;
      updateCachedUser(
        queryClient,
        { points, streak, lastActiveOn, dayPoints, goalDays, streakFreezes },
        reply.newBadges,
      );
      void queryClient.invalidateQueries({ queryKey: mySoundsQueryKey });
    },
  });
}
