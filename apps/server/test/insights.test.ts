import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelMcqs, levelSounds, levels, mcqs, sounds, users } from '../src/db/schema';
import { createTestApp, keepOnMissedItems, signInAsAdmin, signUp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;
const course: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsAdmin(t);
  const rows = await t.db
    .insert(sounds)
    .values([
      { name: 'ship', answer: 'ʃɪp', url: '/media/ship.mp3' },
      { name: 'sit', answer: 'sɪt', url: '/media/sit.mp3' },
      { name: 'cat', answer: 'ʞæt', url: '/media/cat.mp3' },
    ])
    .returning();
  for (const r of rows) course[r.name] = r.id;
  const [quiz] = await t.db
    .insert(mcqs)
    .values({
      question: 'Which symbol is the ch sound?',
      options: [
        { _id: 'a', text: 'ʃ' },
        { _id: 'b', text: 'ϫ' },
      ],
      correctAnswer: 1,
    })
    .returning();
  course.quiz = quiz?.id as string;
  const made = await t.db
    .insert(levels)
    .values([
      { level: 1, type: 'sound' },
      { level: 2, type: 'sound' },
      { level: 3, type: 'mcq' },
    ])
    .returning();
  for (const r of made) course[`L${r.level}`] = r.id;
  await t.db.insert(levelSounds).values([
    { levelId: course.L1 as string, position: 0, soundId: course.ship as string },
    { levelId: course.L1 as string, position: 1, soundId: course.sit as string },
    { levelId: course.L2 as string, position: 0, soundId: course.cat as string },
  ]);
  await t.db
    .insert(levelMcqs)
    .values({ levelId: course.L3 as string, position: 0, mcqId: quiz?.id as string });
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A new learner at level `number`, who sends `answers` to it in turn; `keep`, kept on each item
 * they miss.
 */
async function learner(
  number: number,
  answers: { sublevel: number; answer: string | number }[],
  keep = false,
) {
  const { token, user } = await signUp(t.app);
  await t.db.update(users).set({ level: number }).where(eq(users.id, user._id));
  if (keep) await keepOnMissedItems(t, user._id);
  for (const payload of answers) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/answer',
      headers: auth(token),
      payload: { levelId: course[`L${number}`], timeZone: 'UTC', ...payload },
    });
    expect(res.statusCode).toBe(200);
  }
  return token;
}

const insights = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/insights', headers: token ? auth(token) : {} });

describe('what learners miss', () => {
  it('is empty before any answer', async () => {
    const res = await insights(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ levels: [] });
  });

  it('lists learners started and finished, first-try shares, wrong answers as typed and missed symbols, hardest first', async () => {
    // Level 1: one learner right through it; one who types "sɪp" then "ʃp" before "ʃɪp" and stops;
    // one who types "sɪp" and leaves.
    await learner(1, [
      { sublevel: 0, answer: 'ʃɪp' },
      { sublevel: 1, answer: 'sɪt' },
    ]);
    const stopped = await learner(
      1,
      [
        { sublevel: 0, answer: 'sɪp' },
        { sublevel: 0, answer: 'ʃp' },
        { sublevel: 0, answer: 'ʃɪp' },
      ],
      true,
    );
    await learner(1, [{ sublevel: 0, answer: 'sɪp' }]);

    const res = await insights(admin);
    expect(res.statusCode).toBe(200);
    const [first, ...rest] = res.json().levels;
    expect(rest).toEqual([]);
    expect(first).toEqual({
      levelId: course.L1,
      level: 1,
      type: 'sound',
      started: 3,
      finished: 1,
      firstTries: 4,
      firstTryCorrect: 2,
      items: [
        {
          itemId: course.ship,
          label: 'ship',
          expected: 'ʃɪp',
          started: 3,
          finished: 2,
          firstTryCorrect: 1,
          wrongAnswers: [
            { answer: 'sɪp', count: 2 },
            { answer: 'ʃp', count: 1 },
          ],
          missedSymbols: [
            { symbol: 'ʃ', count: 2 },
            { symbol: 'ɪ', count: 1 },
          ],
        },
        {
          itemId: course.sit,
          label: 'sit',
          expected: 'sɪt',
          started: 1,
          finished: 1,
          firstTryCorrect: 1,
          wrongAnswers: [],
          missedSymbols: [],
        },
      ],
    });

    // The levels table's drop-off reads the same counts.
    const perLevel = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/levels/answer-stats',
      headers: auth(admin),
    });
    expect(perLevel.json().levels).toEqual([
      { levelId: course.L1, firstTries: 4, firstTryCorrect: 2, started: 3, finished: 1 },
    ]);

    expect((await insights(stopped)).statusCode).toBe(403);
    expect((await insights()).statusCode).toBe(401);
  });

  it('puts the level with the lowest first-try share first, a question with its chosen option', async () => {
    await learner(2, [{ sublevel: 0, answer: 'ʞæt' }]);
    await learner(
      3,
      [
        { sublevel: 0, answer: 0 },
        { sublevel: 0, answer: 1 },
      ],
      true,
    );
    const { levels: found } = (await insights(admin)).json();
    expect(found.map((l: { level: number }) => l.level)).toEqual([3, 1, 2]);
    expect(found[0]).toMatchObject({ started: 1, finished: 0, firstTries: 1, firstTryCorrect: 0 });
    expect(found[0].items).toEqual([
      {
        itemId: course.quiz,
        label: 'Which symbol is the ch sound?',
        expected: 'ϫ',
        started: 1,
        finished: 1,
        firstTryCorrect: 0,
        wrongAnswers: [{ answer: 'ʃ', count: 1 }],
        missedSymbols: [],
      },
    ]);
  });
});
