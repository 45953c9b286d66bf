import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { retriesMax } from '@tp/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  badges,
  completedItems,
  completedLevels,
  itemFirstTries,
  levelMcqs,
  levelSounds,
  levels,
  mcqs,
  soundStatsDaily,
  sounds,
  users,
  wrongAnswers,
} from '../src/db/schema';
import { createTestApp, keepOnMissedItems, signUp, type TestApp } from './test-app';

let t: TestApp;
let clock = new Date('2026-05-10T12:00:00Z');
const course: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  const [cat, dog, tea] = await t.db
    .insert(sounds)
    .values([
      { name: 'cat', answer: 'ʞæt', url: '/media/cat.mp3' },
      { name: 'dog', answer: 'dɑg', url: '/media/dog.mp3' },
      { name: 'tea', answer: 'ʇi', url: '/media/tea.mp3' },
    ])
    .returning();
  const [quiz] = await t.db
    .insert(mcqs)
    .values({
      question: 'Which symbol is the ch sound?',
      options: [
        { _id: 'a', text: 'ʃ' },
        { _id: 'b', text: 'ϫ' },
        { _id: 'c', text: 'θ' },
      ],
      correctAnswer: 1,
    })
    .returning();
  const rows = await t.db
    .insert(levels)
    .values([
      { level: 1, type: 'info', points: 10, texts: ['Welcome'] },
      { level: 2, type: 'sound', points: 10 },
      { level: 3, type: 'mcq', points: 10 },
      { level: 4, type: 'sound', points: 20, premiumOnly: true },
    ])
    .returning();
  for (const r of rows) course[`L${r.level}`] = r.id;
  await t.db.insert(levelSounds).values([
    { levelId: course.L2 as string, position: 0, soundId: cat?.id as string },
    { levelId: course.L2 as string, position: 1, soundId: dog?.id as string },
    { levelId: course.L4 as string, position: 0, soundId: tea?.id as string },
  ]);
  course.Q3 = quiz?.id as string;
  await t.db
    .insert(levelMcqs)
    .values({ levelId: course.L3 as string, position: 0, mcqId: quiz?.id as string });
  await t.db.insert(badges).values([
    {
      name: 'First steps',
      description: 'Finish a level',
      imageUrl: '/media/a.svg',
      rule: 'levels',
      threshold: 1,
    },
    { name: 'Thirty', description: '30 points', imageUrl: '/media/b.svg', rule: 'points', threshold: 30 },
    { name: 'Two days', description: '2-day streak', imageUrl: '/media/c.svg', rule: 'streak', threshold: 2 },
  ]);
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date('2026-05-10T12:00:00Z');
});

const answer = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/me/answer',
    headers: { authorization: `Bearer ${token}` },
    payload: { timeZone: 'UTC', ...payload },
  });
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

describe('answers', () => {
  it('advances through info, sound and MCQ items with points, streak and badges', async () => {
    const { token } = await signUp(t.app);
    const info = (await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 })).json();
    // An info level is read, not answered: a small fixed amount, once (docs/design.md §5).
    expect(info).toMatchObject({ correct: true, pointsAwarded: 5, streak: 1 });
    expect(info.progress).toEqual({
      level: 2,
      sublevel: 0,
      retries: [],
      displayedLevel: 2,
      points: 5,
      streak: 1,
      lastActiveOn: '2026-05-10',
      dayPoints: 5,
      goalDays: 0,
      streakFreezes: 0,
      completed: false,
    });
    expect(info.newBadges.map((b: { name: string }) => b.name)).toEqual(['First steps']);

    const wrong = (await answer(token, { levelId: course.L2, sublevel: 0, answer: 'kæt' })).json();
    expect(wrong).toMatchObject({ correct: false, expected: 'ʞæt', pointsAwarded: 0, newBadges: [] });
    expect(wrong.alignment).toEqual([
      { op: 'substitute', expected: 'ʞ', typed: 'k' },
      { op: 'match', expected: 'æ', typed: 'æ' },
      { op: 'match', expected: 't', typed: 't' },
    ]);
    // A miss goes on to the next item, and brings its own back after the level's last (docs/design.md §5).
    expect(wrong.progress).toMatchObject({ level: 2, sublevel: 1, retries: [0], points: 5 });

    const withClue = (
      await answer(token, { levelId: course.L2, sublevel: 1, answer: 'dɑg', clueUsed: true })
    ).json();
    expect(withClue).toMatchObject({
      pointsAwarded: 5,
      progress: { level: 2, sublevel: 2, retries: [0], points: 10 },
    });

    const right = (await answer(token, { levelId: course.L2, sublevel: 2, answer: ' ʞæt. ' })).json();
    expect(right).toMatchObject({
      correct: true,
      pointsAwarded: 10,
      progress: { level: 3, sublevel: 0, retries: [], displayedLevel: 3, points: 20 },
    });

    const mcqWrong = (await answer(token, { levelId: course.L3, sublevel: 0, answer: 0 })).json();
    expect(mcqWrong).toMatchObject({
      correct: false,
      expected: 'ϫ',
      progress: { sublevel: 1, retries: [0] },
    });
    const mcqRight = (await answer(token, { levelId: course.L3, sublevel: 1, answer: 1 })).json();
    expect(mcqRight).toMatchObject({ correct: true, pointsAwarded: 10, progress: { level: 4, points: 30 } });
    expect(mcqRight.newBadges.map((b: { name: string }) => b.name)).toEqual(['Thirty']);

    const me = (
      await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(me.user).toMatchObject({
      points: 30,
      level: 4,
      sublevel: 0,
      retries: [],
      displayedLevel: 4,
      streak: 1,
    });
    expect(me.user.badges).toEqual(['First steps', 'Thirty']);
  });

  it('accepts an MCQ answer given as the option text', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.update(users).set({ level: 3 }).where(eq(users.id, user._id));
    expect((await answer(token, { levelId: course.L3, sublevel: 0, answer: 'ϫ' })).json().correct).toBe(true);
  });

  it('refuses an answer to an item that is not the current one', async () => {
    const { token } = await signUp(t.app);
    const ahead = await answer(token, { levelId: course.L2, sublevel: 0, answer: 'ʞæt' });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().error.code).toBe('stale_progress');
    const sub = await answer(token, { levelId: course.L1, sublevel: 1, answer: 0 });
    expect(sub.statusCode).toBe(409);
    const unknown = await answer(token, {
      levelId: '00000000-0000-4000-8000-000000000000',
      sublevel: 0,
      answer: 0,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('offers the upgrade on a premium-only level, and lets a premium learner play it', async () => {
    const free = await signUp(t.app);
    await t.db.update(users).set({ level: 4 }).where(eq(users.id, free.user._id));
    const refused = await answer(free.token, { levelId: course.L4, sublevel: 0, answer: 'ʇi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('premium_required');

    const premium = await signUp(t.app);
    await t.db.update(users).set({ level: 4, accountType: 'premium' }).where(eq(users.id, premium.user._id));
    const played = (await answer(premium.token, { levelId: course.L4, sublevel: 0, answer: 'ʇi' })).json();
    expect(played).toMatchObject({
      correct: true,
      pointsAwarded: 20,
      progress: { level: 5, completed: true },
    });
  });

  it('refuses an account’s answers past 300 a minute with 429, recording none of them', async () => {
    const [{ token, user }, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await t.db.update(users).set({ level: 2 }).where(eq(users.id, user._id));
    await keepOnMissedItems(t, user._id);
    await t.db.update(users).set({ level: 2 }).where(eq(users.id, other.user._id));
    const wrong = () => answer(token, { levelId: course.L2, sublevel: 0, answer: 'kæt' });
    for (let sent = 0; sent < 300; sent += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, wrong));
      expect(batch.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    }
    const refused = await wrong();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await answer(token, { levelId: course.L2, sublevel: 0, answer: 'ʞæt' })).statusCode).toBe(429);
    // Each answer counted the æ once: the refused ones counted nothing, and did not move the learner.
    const stats = await t.db.select().from(soundStatsDaily).where(eq(soundStatsDaily.userId, user._id));
    expect(stats.find((s) => s.symbol === 'æ')?.attempts).toBe(300);
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ level: 2, sublevel: 0 });
    // The limit is the account's own.
    expect((await answer(other.token, { levelId: course.L2, sublevel: 0, answer: 'ʞæt' })).statusCode).toBe(
      200,
    );
  });

  it('applies two answers sent at once only once', async () => {
    const { token, user } = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => answer(token, { levelId: course.L1, sublevel: 0, answer: 0 })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ points: 5, level: 2, sublevel: 0, badges: ['First steps'] });
  });

  it('reads the learner again when they changed after their last answer here, and counts the answer once', async () => {
    const { token, user } = await signUp(t.app);
    expect(
      (await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 })).json().progress,
    ).toMatchObject({
      level: 2,
      points: 5,
      streak: 1,
    });
    // Changed elsewhere since (a review on another instance): points, and the streak the next answer
    // would have been worked out from.
    await t.db.update(users).set({ points: 15, streak: 3 }).where(eq(users.id, user._id));
    const next = await answer(token, { levelId: course.L2, sublevel: 0, answer: 'ʞæt' });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({
      pointsAwarded: 10,
      streak: 3,
      progress: { level: 2, sublevel: 1, points: 25 },
    });
    // Moved back a level here: the answer to the level they are on now is taken, not refused.
    expect((await post(token, '/api/v1/me/level', { level: 1 })).statusCode).toBe(200);
    const again = await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ pointsAwarded: 0, progress: { level: 2, sublevel: 0, points: 25 } });
    // An answer to an item already passed is refused, and changes nothing.
    expect((await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 })).statusCode).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ level: 2, sublevel: 0, points: 25, streak: 3 });
  });

  it('refuses an answer once the session has ended, though the learner answered here a moment before', async () => {
    const { token, user } = await signUp(t.app);
    expect((await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 })).statusCode).toBe(200);
    expect((await post(token, '/api/v1/logout')).statusCode).toBe(200);
    const after = await answer(token, { levelId: course.L2, sublevel: 0, answer: 'ʞæt' });
    expect(after.statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ level: 2, sublevel: 0, points: 5 });
    expect(await t.db.select().from(soundStatsDaily).where(eq(soundStatsDaily.userId, user._id))).toEqual([]);
  });
});

describe('what an answer says', () => {
  const errorOf = (res: { statusCode: number; json: () => { error: { message: string } } }) => [
    res.statusCode,
    res.json().error.message,
  ];

  it('names why it is refused', async () => {
    const { token, user } = await signUp(t.app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(errorOf(await answer(token, { levelId: unknown, sublevel: 0, answer: 0 }))).toEqual([
      404,
      'This level does not exist.',
    ]);
    expect(errorOf(await answer(token, { levelId: course.L2, sublevel: 0, answer: 'ʞæt' }))).toEqual([
      409,
      'This is not your current item; your progress was reloaded.',
    ]);
    await t.db.update(users).set({ level: 4 }).where(eq(users.id, user._id));
    expect(errorOf(await answer(token, { levelId: course.L4, sublevel: 0, answer: 'ʇi' }))).toEqual([
      403,
      'This level is for premium learners.',
    ]);
    // Past the level's items (the course changed under the learner): no item to answer.
    await t.db.update(users).set({ level: 2, sublevel: 2 }).where(eq(users.id, user._id));
    expect(errorOf(await answer(token, { levelId: course.L2, sublevel: 2, answer: 'ʞæt' }))).toEqual([
      404,
      'This item does not exist.',
    ]);
    await post(token, '/api/v1/logout');
    expect(errorOf(await answer(token, { levelId: course.L2, sublevel: 2, answer: 'ʞæt' }))).toEqual([
      401,
      'Sign in to continue.',
    ]);
  });

  it('gives an info text’s verdict with nothing to compare', async () => {
    const { token } = await signUp(t.app);
    const info = (await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 })).json();
    expect(info).toMatchObject({ correct: true, expected: '', answer: '', alignment: [] });
  });

  it('checks an MCQ by the chosen option, keeps a wrong one as its text, and the first try by the question', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.update(users).set({ level: 3 }).where(eq(users.id, user._id));
    const byIndex = (await answer(token, { levelId: course.L3, sublevel: 0, answer: 0 })).json();
    expect(byIndex).toMatchObject({ correct: false, expected: 'ϫ', answer: 'ϫ' });
    // The question comes back after each miss, the level's only one.
    expect((await answer(token, { levelId: course.L3, sublevel: 1, answer: 7 })).json().correct).toBe(false);
    expect((await answer(token, { levelId: course.L3, sublevel: 2, answer: ' θ ' })).json().correct).toBe(
      false,
    );
    const kept = await t.db
      .select()
      .from(wrongAnswers)
      .where(eq(wrongAnswers.itemId, course.Q3 as string));
    // Kept by the text given (learners' answers to one item are counted together).
    expect(kept.map((w) => w.answer)).toEqual(expect.arrayContaining(['ʃ', '7', 'θ']));
    const right = (await answer(token, { levelId: course.L3, sublevel: 3, answer: ' ϫ ' })).json();
    expect(right).toMatchObject({ correct: true, pointsAwarded: 10 });
    const firstTry = await t.db.select().from(itemFirstTries).where(eq(itemFirstTries.userId, user._id));
    expect(firstTry).toMatchObject([{ itemId: course.Q3, correct: false }]);
    const done = await t.db.select().from(completedItems).where(eq(completedItems.userId, user._id));
    expect(done.map((d) => d.item)).toEqual([course.Q3]);
  });
});

describe('where a learner may move', () => {
  const level = (token: string, payload: object) => post(token, '/api/v1/me/level', payload);

  it('names why a move is refused', async () => {
    const { token } = await signUp(t.app);
    await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 });
    expect((await level(token, { level: 3 })).json().error.message).toBe(
      'You have not reached this level yet.',
    );
    const fresh = await signUp(t.app);
    const past = await level(fresh.token, { level: 5, incrementDisplayedLevel: true });
    expect(past.json().error.message).toBe('This level is for premium learners.');
  });

  it('is on the last level until it is passed, and complete after', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.update(users).set({ accountType: 'premium' }).where(eq(users.id, user._id));
    const last = (await level(token, { level: 4, incrementDisplayedLevel: true })).json();
    expect(last.progress).toMatchObject({ level: 4, completed: false });
    expect(
      (await answer(token, { levelId: course.L4, sublevel: 0, answer: 'ʇi' })).json().progress,
    ).toMatchObject({
      level: 5,
      completed: true,
    });
  });

  it('carries a guest’s progress only into a new account that has played nothing, within an hour', async () => {
    const carry = (token: string) => level(token, { level: 3, incrementDisplayedLevel: true });
    // Reset after finishing a level: back at level 1, but it has played.
    const played = await signUp(t.app);
    await answer(played.token, { levelId: course.L1, sublevel: 0, answer: 0 });
    await post(played.token, '/api/v1/me/reset-progress');
    expect((await carry(played.token)).statusCode).toBe(400);
    // An hour old, to the millisecond.
    const old = await signUp(t.app);
    await t.db
      .update(users)
      .set({ createdAt: new Date(clock.getTime() - 60 * 60 * 1000) })
      .where(eq(users.id, old.user._id));
    expect((await carry(old.token)).statusCode).toBe(400);
    const young = await signUp(t.app);
    await t.db
      .update(users)
      .set({ createdAt: new Date(clock.getTime() - 60 * 60 * 1000 + 1000) })
      .where(eq(users.id, young.user._id));
    expect((await carry(young.token)).json().progress).toMatchObject({ level: 3, displayedLevel: 3 });
  });

  it('takes on a guest’s levels, points and days once, crediting no more than the levels carried give', async () => {
    const { token, user } = await signUp(t.app);
    const guest = {
      level: 3,
      points: 9_999,
      streak: 4,
      lastActiveOn: '2026-05-10',
      dayPoints: 30,
      goalDays: 2,
      streakFreezes: 1,
      timeZone: 'UTC',
    };
    const carried = await post(token, '/api/v1/me/guest-progress', guest);
    expect(carried.statusCode).toBe(200);
    // Levels 1 and 2 give 5 + 2 × 10: the rest of what the browser claimed is not credited.
    expect(carried.json().progress).toEqual({
      level: 3,
      sublevel: 0,
      retries: [],
      displayedLevel: 3,
      points: 25,
      streak: 4,
      lastActiveOn: '2026-05-10',
      dayPoints: 25,
      goalDays: 2,
      streakFreezes: 1,
      completed: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    // Badges follow: two levels, and the guest's streak of four days.
    expect(row).toMatchObject({ levelsCompleted: 2, badges: ['First steps', 'Two days'] });
    // The carried levels' items are earned: playing them again earns nothing, though the day counts.
    await post(token, '/api/v1/me/level', { level: 2 });
    const again = (await answer(token, { levelId: course.L2, sublevel: 0, answer: 'ʞæt' })).json();
    expect(again).toMatchObject({ correct: true, pointsAwarded: 0, streak: 4 });
    // Once only, and never into an account that has played.
    expect((await post(token, '/api/v1/me/guest-progress', guest)).statusCode).toBe(409);
    const played = await signUp(t.app);
    await answer(played.token, { levelId: course.L1, sublevel: 0, answer: 0 });
    const refused = await post(played.token, '/api/v1/me/guest-progress', guest);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('conflict');
  });

  it('keeps no streak from a guest whose last day is after the learner’s today, and refuses malformed figures', async () => {
    const { token } = await signUp(t.app);
    const body = {
      level: 1,
      points: 0,
      streak: 3,
      lastActiveOn: '2026-05-11',
      dayPoints: 0,
      goalDays: 0,
      streakFreezes: 0,
      timeZone: 'UTC',
    };
    for (const bad of [
      { streakFreezes: 3 },
      { lastActiveOn: '10/05/2026' },
      { points: -1 },
      { level: 0 },
      { extra: 1 },
    ]) {
      const res = await post(token, '/api/v1/me/guest-progress', { ...body, ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const carried = (await post(token, '/api/v1/me/guest-progress', body)).json();
    expect(carried.progress).toMatchObject({ level: 1, points: 0, streak: 0, lastActiveOn: null });
  });

  it('lets a free learner past a premium-only level they completed', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.insert(completedLevels).values({ userId: user._id, levelId: course.L4 as string });
    const past = await level(token, { level: 5, incrementDisplayedLevel: true });
    expect(past.statusCode).toBe(200);
    expect(past.json().progress).toMatchObject({ level: 5, completed: true });
  });
});

describe('streak', () => {
  it('counts a day crossed at 23:59 → 00:01 in the learner’s own time zone', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.update(users).set({ level: 2 }).where(eq(users.id, user._id));
    const tz = 'Asia/Kolkata'; // UTC+05:30
    clock = new Date('2026-05-10T18:29:00Z'); // 23:59 in Kolkata
    const first = (
      await answer(token, { levelId: course.L2, sublevel: 0, answer: 'ʞæt', timeZone: tz })
    ).json();
    expect(first.streak).toBe(1);
    clock = new Date('2026-05-10T18:31:00Z'); // 00:01 the next day in Kolkata, the same day in UTC
    const second = (
      await answer(token, { levelId: course.L2, sublevel: 1, answer: 'dɑg', timeZone: tz })
    ).json();
    expect(second.streak).toBe(2);
    expect(second.newBadges.map((b: { name: string }) => b.name)).toContain('Two days');
  });

  it('keeps the streak on the same day and restarts it after a missed day', async () => {
    const { token } = await signUp(t.app);
    clock = new Date('2026-05-10T08:00:00Z');
    expect((await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 })).json().streak).toBe(1);
    clock = new Date('2026-05-10T20:00:00Z');
    expect((await answer(token, { levelId: course.L2, sublevel: 0, answer: 'ʞæt' })).json().streak).toBe(1);
    clock = new Date('2026-05-12T09:00:00Z');
    expect((await answer(token, { levelId: course.L2, sublevel: 1, answer: 'dɑg' })).json().streak).toBe(1);
  });

  it('counts the day’s points against the learner’s goal, earns a freeze by goals met, and bridges a missed day with it', async () => {
    const { token, user } = await signUp(t.app);
    const goal = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/settings',
      headers: { authorization: `Bearer ${token}` },
      payload: { dailyGoal: 20 },
    });
    expect(goal.statusCode).toBe(200);
    // Four days of goals met already: the fifth earns a freeze.
    await t.db.update(users).set({ goalDays: 4 }).where(eq(users.id, user._id));
    clock = new Date('2026-05-10T08:00:00Z');
    const read = (await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 })).json();
    expect(read.progress).toMatchObject({ dayPoints: 5, goalDays: 4, streakFreezes: 0 });
    const cat = (await answer(token, { levelId: course.L2, sublevel: 0, answer: 'ʞæt' })).json();
    expect(cat.progress).toMatchObject({ dayPoints: 15, goalDays: 4, streakFreezes: 0 });
    const dog = (await answer(token, { levelId: course.L2, sublevel: 1, answer: 'dɑg' })).json();
    expect(dog.progress).toMatchObject({ streak: 1, dayPoints: 25, goalDays: 5, streakFreezes: 1 });

    // 11 May missed: on the 12th the freeze keeps the streak, and an item earned before adds no points.
    clock = new Date('2026-05-12T09:00:00Z');
    await post(token, '/api/v1/me/level', { level: 2 });
    const again = (await answer(token, { levelId: course.L2, sublevel: 0, answer: 'ʞæt' })).json();
    expect(again).toMatchObject({ pointsAwarded: 0, streak: 2 });
    expect(again.progress).toMatchObject({
      lastActiveOn: '2026-05-12',
      dayPoints: 0,
      goalDays: 5,
      streakFreezes: 0,
    });
    const me = (
      await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } })
    ).json().user;
    expect(me).toMatchObject({ streak: 2, dayPoints: 0, streakFreezes: 0, settings: { dailyGoal: 20 } });
  });

  it('refuses a daily goal not among those offered', async () => {
    const { token } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/settings',
      headers: { authorization: `Bearer ${token}` },
      payload: { dailyGoal: 35 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { dailyGoal: expect.any(String) },
    });
  });

  it('brings a missed item back after the level’s last, until it is answered right', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.update(users).set({ level: 2 }).where(eq(users.id, user._id));
    const at = async (sublevel: number, given: string) =>
      (await answer(token, { levelId: course.L2, sublevel, answer: given })).json();
    expect((await at(0, 'ʞæ')).progress).toMatchObject({ level: 2, sublevel: 1, retries: [0] });
    expect((await at(1, 'dɔg')).progress).toMatchObject({ level: 2, sublevel: 2, retries: [0, 1] });
    // Place 2 is cat again: dog's answer is wrong there, and cat comes back once more.
    expect(await at(2, 'dɑg')).toMatchObject({ correct: false, expected: 'ʞæt' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ level: 2, sublevel: 3, retries: [0, 1, 0] });
    // An answer to a place already passed, or to a place the learner's misses do not reach, is stale.
    expect((await answer(token, { levelId: course.L2, sublevel: 2, answer: 'ʞæt' })).statusCode).toBe(409);
    expect((await at(3, 'dɑg')).progress).toMatchObject({ level: 2, sublevel: 4, retries: [0, 1, 0] });
    const last = await at(4, 'ʞæt');
    expect(last).toMatchObject({
      correct: true,
      pointsAwarded: 10,
      progress: { level: 3, sublevel: 0, retries: [] },
    });
    // Each item earned its points once, when first answered right: 10 for dog, 10 for cat.
    expect(last.progress.points).toBe(20);
  });

  it('keeps a learner whose misses fill the level’s retries on the item missed', async () => {
    const { token, user } = await signUp(t.app);
    const full = Array<number>(retriesMax).fill(1);
    await t.db.update(users).set({ level: 2, retries: full }).where(eq(users.id, user._id));
    const missed = (await answer(token, { levelId: course.L2, sublevel: 0, answer: 'ʞæ' })).json();
    expect(missed).toMatchObject({ correct: false, progress: { sublevel: 0, retries: full } });
  });

  it('refuses an unknown time zone', async () => {
    const { token } = await signUp(t.app);
    const res = await answer(token, { levelId: course.L1, sublevel: 0, answer: 0, timeZone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('timeZone');
  });
});

describe('level and reset', () => {
  it('moves to a level (a guest’s progress carried over) and raises the displayed level on request', async () => {
    const { token } = await signUp(t.app);
    const moved = (await post(token, '/api/v1/me/level', { level: 3, incrementDisplayedLevel: true })).json();
    expect(moved.progress).toMatchObject({ level: 3, sublevel: 0, displayedLevel: 3 });
    const back = (await post(token, '/api/v1/me/level', { level: 2 })).json();
    expect(back.progress).toMatchObject({ level: 2, displayedLevel: 3 });
    expect((await post(token, '/api/v1/me/level', { level: 99 })).statusCode).toBe(400);
  });

  it('resets to level 1 and keeps points, streak and badges', async () => {
    const { token, user } = await signUp(t.app);
    await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 });
    const missed = (await answer(token, { levelId: course.L2, sublevel: 0, answer: 'kæt' })).json();
    expect(missed.progress).toMatchObject({ sublevel: 1, retries: [0] });
    const reset = (await post(token, '/api/v1/me/reset-progress')).json();
    // A new visit of a level starts with nothing missed.
    expect(reset.progress).toEqual({
      level: 1,
      sublevel: 0,
      retries: [],
      displayedLevel: 1,
      points: 5,
      streak: 1,
      lastActiveOn: '2026-05-10',
      dayPoints: 5,
      goalDays: 0,
      streakFreezes: 0,
      completed: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.badges).toEqual(['First steps']);
    // Finishing level 1 again awards no badge twice.
    const again = (await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 })).json();
    expect(again.newBadges).toEqual([]);
  });
});

describe('what is earned, earned once', () => {
  const level = (token: string, payload: object) => post(token, '/api/v1/me/level', payload);

  it('awards an item’s points the first time only, whether rewound or reset', async () => {
    const { token } = await signUp(t.app);
    expect((await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 })).json().pointsAwarded).toBe(
      5,
    );
    expect((await level(token, { level: 1 })).statusCode).toBe(200);
    const rewound = (await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 })).json();
    expect(rewound).toMatchObject({ correct: true, pointsAwarded: 0, progress: { level: 2, points: 5 } });
    await post(token, '/api/v1/me/reset-progress');
    const reset = (await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 })).json();
    expect(reset).toMatchObject({ pointsAwarded: 0, progress: { level: 2, points: 5 }, streak: 1 });
    // A new item still earns its points.
    const next = (await answer(token, { levelId: course.L2, sublevel: 0, answer: 'ʞæt' })).json();
    expect(next).toMatchObject({ pointsAwarded: 10, progress: { points: 15 } });
  });

  it('moves a learner back to any level reached, never further ahead', async () => {
    const { token } = await signUp(t.app);
    await answer(token, { levelId: course.L1, sublevel: 0, answer: 0 });
    expect((await level(token, { level: 3 })).statusCode).toBe(400);
    const jump = await level(token, { level: 4, incrementDisplayedLevel: true });
    expect(jump.statusCode).toBe(400);
    expect(jump.json().error.fields).toEqual({ level: 'At most 2' });
    expect((await level(token, { level: 1 })).json().progress).toMatchObject({ level: 1, displayedLevel: 2 });
    expect((await level(token, { level: 2 })).json().progress).toMatchObject({ level: 2, displayedLevel: 2 });
  });

  it('keeps a free learner from moving past a premium-only level', async () => {
    const free = await signUp(t.app);
    expect((await level(free.token, { level: 4, incrementDisplayedLevel: true })).statusCode).toBe(200);
    const past = await level(free.token, { level: 5 });
    expect(past.statusCode).toBe(400);
    const fresh = await signUp(t.app);
    const carried = await level(fresh.token, { level: 5, incrementDisplayedLevel: true });
    expect(carried.statusCode).toBe(403);
    expect(carried.json().error.code).toBe('premium_required');

    const premium = await signUp(t.app);
    await t.db.update(users).set({ accountType: 'premium' }).where(eq(users.id, premium.user._id));
    const done = await level(premium.token, { level: 5, incrementDisplayedLevel: true });
    expect(done.json().progress).toMatchObject({ level: 5, completed: true });
  });

  it('counts the levels really completed for badges, not the levels moved to', async () => {
    await t.db.insert(badges).values({
      name: 'Two levels',
      description: 'Finish two levels',
      imageUrl: '/media/d.svg',
      rule: 'levels',
      threshold: 2,
    });
    const { token, user } = await signUp(t.app);
    // A guest's progress carried to level 3 counts no level as completed here.
    await level(token, { level: 3, incrementDisplayedLevel: true });
    const quiz = (await answer(token, { levelId: course.L3, sublevel: 0, answer: 1 })).json();
    expect(quiz.newBadges.map((b: { name: string }) => b.name)).toEqual(['First steps']);
    // Finishing the same level again after a rewind is not a second level.
    await level(token, { level: 3 });
    expect((await answer(token, { levelId: course.L3, sublevel: 0, answer: 1 })).json().newBadges).toEqual(
      [],
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ levelsCompleted: 1, badges: ['First steps'] });
  });

  it('takes the day from the stored time zone, which changes at most once a day', async () => {
    const { token, user } = await signUp(t.app);
    clock = new Date('2026-05-10T12:00:00Z'); // 01:00 on the 10th in Pago Pago, 02:00 on the 11th in Kiritimati
    const first = await answer(token, {
      levelId: course.L1,
      sublevel: 0,
      answer: 0,
      timeZone: 'Pacific/Pago_Pago',
    });
    expect(first.json().streak).toBe(1);
    clock = new Date('2026-05-10T12:01:00Z');
    const switched = await answer(token, {
      levelId: course.L2,
      sublevel: 0,
      answer: 'ʞæt',
      timeZone: 'Pacific/Kiritimati',
    });
    expect(switched.json().streak).toBe(1);
    const [kept] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(kept).toMatchObject({ timeZone: 'Pacific/Pago_Pago', lastActiveOn: '2026-05-10' });

    // A day later the new zone is taken: the learner really travelled.
    clock = new Date('2026-05-11T12:30:00Z');
    await answer(token, { levelId: course.L2, sublevel: 1, answer: 'dɑg', timeZone: 'Pacific/Kiritimati' });
    const [moved] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(moved).toMatchObject({ timeZone: 'Pacific/Kiritimati', lastActiveOn: '2026-05-12' });
  });
});

describe('completions kept from before', () => {
  it('are taken from the highest level each learner had reached', async () => {
    const migration = readFileSync(
      fileURLToPath(new URL('../src/db/migrations/0014_earned_once.sql', import.meta.url)),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => /^(INSERT|UPDATE)/.test(statement));
    expect(backfill).toHaveLength(3);

    const { user } = await signUp(t.app);
    await t.db.update(users).set({ level: 1, displayedLevel: 4 }).where(eq(users.id, user._id));
    await t.db.delete(completedItems);
    await t.db.delete(completedLevels);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));

    const levelsDone = await t.db
      .select({ levelId: completedLevels.levelId })
      .from(completedLevels)
      .where(eq(completedLevels.userId, user._id));
    expect(levelsDone.map((r) => r.levelId).sort()).toEqual([course.L1, course.L2, course.L3].sort());
    const itemsDone = await t.db
      .select({ levelId: completedItems.levelId, item: completedItems.item })
      .from(completedItems)
      .where(eq(completedItems.userId, user._id));
    expect(itemsDone).toHaveLength(4); // the info text, two sounds and the quiz
    expect(itemsDone).toContainEqual({ levelId: course.L1, item: 'text:0' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.levelsCompleted).toBe(3);
  });
});
