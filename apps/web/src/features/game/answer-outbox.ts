import type { AnswerBody } from '#web/course/progress';
import { getJson, removeItem, setJson, storageKeys } from '#web/lib/storage';

/** A signed-in learner's answers given offline, oldest first, with the account they belong to. */
interface Outbox {
  userId: string;
  answers: AnswerBody[];
}

function read(): Outbox | null {
  const outbox = getJson<Outbox>(storageKeys.answerOutbox);
  return outbox && typeof outbox.userId === 'string' && Array.isArray(outbox.answers) ? outbox : null;
}

/** The answers waiting for the server, for this learner only: another account's are never sent as theirs. */
export function queuedAnswers(userId: string): AnswerBody[] {
  const outbox = read();
  return outbox?.userId === userId ? outbox.answers : [];
}

export function queueAnswer(userId: string, answer: AnswerBody): void {
  setJson(storageKeys.answerOutbox, { userId, answers: [...queuedAnswers(userId), answer] });
}

/** The oldest answer has been taken by the server (or refused for good). */
export function dropOldestAnswer(userId: string): void {
  const [, ...rest] = queuedAnswers(userId);
  if (rest.length) setJson(storageKeys.answerOutbox, { userId, answers: rest });
  else removeItem(storageKeys.answerOutbox);
}

/** Cheap enough for every page: whether any answer waits at all. */
export const hasQueuedAnswers = (): boolean => (read()?.answers.length ?? 0) > 0;
