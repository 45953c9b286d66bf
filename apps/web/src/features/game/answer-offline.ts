import type { QueryClient } from '@tanstack/react-query';
import type { Level } from '@tp/contract/levels';
import { advance, type Item, type Position } from '#web/course/course';
import { type AnswerBody, updateCachedUser } from '#web/course/progress';
import { checkAnswer } from '#web/play/answer-check';
import type { Outcome } from '#web/play/game-context';
import { queueAnswer } from './answer-outbox';

/**
 * A signed-in learner's answer given offline: checked in the browser and queued, in order, for the
 * server (`answer-sync.ts`), which has the last word once the connection is back. A right answer
 * moves the learner on at once; points and badges come when the server has taken it. Loaded only
 * then, off the first screen.
 */
export function answerOffline(
  queryClient: QueryClient,
  userId: string,
  body: AnswerBody,
  { levels, position, item }: { levels: readonly Level[]; position: Position; item: Item },
): Outcome {
  const result = checkAnswer(item, body.answer);
  queueAnswer(userId, body);
  const next = advance(levels, position, result.correct);
  // Past the last level, a number past the last one: the course is complete.
  const levelNumber = levels[next.index]?.level ?? (levels.at(-1)?.level ?? 0) + 1;
  updateCachedUser(queryClient, { level: levelNumber, sublevel: next.sublevel, retries: [...next.retries] });
  return { ...result, pointsAwarded: 0, newBadges: [] };
}
