import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { setStoredUser, storageKeys } from '#web/lib/storage';
import { apiError, makeProgress, makeUser, mockApi } from '#web/test/api-mock';
import { queueAnswer, queuedAnswers } from './answer-outbox';
import { sendQueuedAnswers } from './answer-sync';

const user = makeUser();
const answer = (sublevel: number) => ({
  levelId: '00000000-0000-4000-8000-000000000002',
  sublevel,
  answer: 'sʌn',
  clueUsed: false,
  timeZone: 'UTC',
});
const progress = makeProgress({ level: 2, sublevel: 1, displayedLevel: 2, points: 10, streak: 1 });
const taken = {
  body: { correct: true, expected: '', alignment: [], pointsAwarded: 10, progress, streak: 1, newBadges: [] },
};

beforeEach(() => {
  localStorage.setItem(storageKeys.token, 'tok');
  setStoredUser(user);
});

const sentBodies = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .filter(([url]) => url === '/api/v1/me/answer')
    .map(([, init]) => JSON.parse(String(init?.body)).sublevel);

describe('sending the answers given offline', () => {
  it('sends them one at a time, oldest first, and empties the outbox', async () => {
    queueAnswer(user._id, answer(0));
    queueAnswer(user._id, answer(1));
    const fetch = mockApi({ 'POST /api/v1/me/answer': taken, 'GET /api/v1/me': { body: { user } } });
    expect(await sendQueuedAnswers(new QueryClient())).toBe('sent');
    expect(sentBodies(fetch)).toEqual([0, 1]);
    expect(localStorage.getItem(storageKeys.answerOutbox)).toBeNull();
  });

  it('keeps the rest for the next connection when the network fails, and one run serves every caller', async () => {
    queueAnswer(user._id, answer(0));
    queueAnswer(user._id, answer(1));
    let calls = 0;
    const fetch = mockApi({ 'GET /api/v1/me': { body: { user } } });
    fetch.mockImplementation(async () => {
      calls++;
      if (calls === 1) return new Response(JSON.stringify(taken.body), { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    const client = new QueryClient();
    const [first, second] = await Promise.all([sendQueuedAnswers(client), sendQueuedAnswers(client)]);
    expect([first, second]).toEqual(['kept', 'kept']);
    expect(calls).toBe(2);
    expect(queuedAnswers(user._id).map((a) => a.sublevel)).toEqual([1]);
  });

  it.each([
    [500, 'internal'],
    [401, 'unauthorized'],
    [429, 'rate_limited'],
  ])('keeps them after a %i, which may pass', async (status, code) => {
    queueAnswer(user._id, answer(0));
    mockApi({ 'POST /api/v1/me/answer': apiError(status, code) });
    expect(await sendQueuedAnswers(new QueryClient())).toBe('kept');
    expect(queuedAnswers(user._id)).toHaveLength(1);
  });

  it('drops the ones the server refuses and says so: its progress stands', async () => {
    queueAnswer(user._id, answer(0));
    queueAnswer(user._id, answer(1));
    const fetch = mockApi({
      'POST /api/v1/me/answer': apiError(409, 'stale_progress'),
      'GET /api/v1/me': { body: { user } },
    });
    expect(await sendQueuedAnswers(new QueryClient())).toBe('refused');
    expect(sentBodies(fetch)).toEqual([0, 1]);
    expect(localStorage.getItem(storageKeys.answerOutbox)).toBeNull();
  });

  it("never sends another account's answers as the signed-in learner's", async () => {
    queueAnswer('someone-else', answer(0));
    const fetch = mockApi({});
    expect(await sendQueuedAnswers(new QueryClient())).toBe('none');
    expect(fetch).not.toHaveBeenCalled();
  });
});
