import type { Level, Progress } from '@tp/contract';

/** What the API answers: its status and parsed JSON body. */
export interface JsonReply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** Sends JSON (or nothing) to the API over HTTP, with a session token when given. */
export async function callApi<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  token?: string,
): Promise<JsonReply<T>> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * Signs a new learner up on the API at `api` (`…/api/v1`), then in (sign-up opens no session: it
 * answers alike whether or not the address is taken), and returns their session token.
 */
export async function signUpLearner(api: string, email: string, password = 'learner password') {
  const account = { name: 'Learner', email, password, confirmPassword: password };
  const signUp = await callApi('POST', `${api}/signup`, account);
  if (signUp.status !== 202)
    throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const signIn = await callApi<{ token: string }>('POST', `${api}/signin`, { email, password });
  if (signIn.status !== 200)
    throw new Error(`sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  return signIn.body.token;
}

/** The right answer to an item: the option's index, the typed symbols, or 0 for unchecked items. */
export function rightAnswer(level: Level, sublevel: number): string | number {
  if (level.type === 'mcq') return level.mcqs[sublevel]?.correctAnswer ?? 0;
  if (level.type === 'sound' || level.type === 'video' || level.type === 'listening') {
    return level.sounds[sublevel]?.answer ?? '';
  }
  return 0;
}

/** The body of `POST /me/answer` that answers the learner's current item rightly. */
export function rightAnswerBody(levels: Level[], progress: Pick<Progress, 'level' | 'sublevel'>) {
  const level = levels[progress.level - 1];
  if (!level) throw new Error(`no level ${progress.level}`);
  return {
    levelId: level._id,
    sublevel: progress.sublevel,
    answer: rightAnswer(level, progress.sublevel),
    timeZone: 'UTC',
  };
}
