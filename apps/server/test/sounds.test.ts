import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  images,
  itemFirstTries,
  levelMcqs,
  levelSounds,
  levels,
  mcqs,
  reviewItems,
  soundConfusions,
  soundStatsDaily,
  sounds,
  users,
  wrongAnswers,
} from '../src/db/schema';
import { createTestApp, keepOnMissedItems, signInAsAdmin, signUp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;
let clock = new Date('2026-05-10T12:00:00Z');
const course: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  // The first admin is only made on an empty database.
  admin = await signInAsAdmin(t);
  const rows = await t.db
    .insert(sounds)
    .values([
      { name: 'ship', answer: 'ʃɪp', url: '/media/ship.mp3' },
      { name: 'sit', answer: 'sɪt', url: '/media/sit.mp3' },
      { name: 'sheep', answer: 'ʃip', url: '/media/sheep.mp3' },
      { name: 'seat', answer: 'sit', url: '/media/seat.mp3' },
      { name: 'cat', answer: 'ʞæt', url: '/media/cat.mp3' },
      { name: 'tin', answer: 'ʇɪn', url: '/media/tin.mp3' },
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
  const made = await t.db
    .insert(levels)
    .values([
      { level: 1, type: 'sound', points: 10 },
      { level: 2, type: 'listening', points: 10 },
      { level: 3, type: 'mcq', points: 10 },
      { level: 4, type: 'sound', points: 10, premiumOnly: true },
    ])
    .returning();
  for (const r of made) course[`L${r.level}`] = r.id;
  const at = (level: string, position: number, sound: string) => ({
    levelId: course[level] as string,
    position,
    soundId: course[sound] as string,
  });
  await t.db
    .insert(levelSounds)
    .values([
      at('L1', 0, 'ship'),
      at('L1', 1, 'sit'),
      at('L2', 0, 'sheep'),
      at('L2', 1, 'seat'),
      at('L4', 0, 'tin'),
    ]);
  await t.db
    .insert(levelMcqs)
    .values({ levelId: course.L3 as string, position: 0, mcqId: quiz?.id as string });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date('2026-05-10T12:00:00Z');
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const answer = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/me/answer',
    headers: auth(token),
    payload: { timeZone: 'UTC', ...payload },
  });
const mySounds = async (token: string, timeZone = 'UTC') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/me/sounds?timeZone=${encodeURIComponent(timeZone)}`,
    headers: auth(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().sounds as {
    symbol: string;
    attempts: number;
    right: number;
    missed: number;
    accuracy: number;
    confusions: { heardAs: string; count: number }[];
    trend: { day: string; attempts: number; right: number }[];
  }[];
};
const statRows = (userId: string) =>
  t.db.select().from(soundStatsDaily).where(eq(soundStatsDaily.userId, userId));

describe('recording each answer', () => {
  it('counts every expected sound right, missed or confused, and sums them up by sound', async () => {
    const { token, user } = await signUp(t.app);
    await keepOnMissedItems(t, user._id);
    expect(await mySounds(token)).toEqual([]);
    expect((await answer(token, { levelId: course.L1, sublevel: 0, answer: 'ʃip' })).json().correct).toBe(
      false,
    );
    expect((await answer(token, { levelId: course.L1, sublevel: 0, answer: 'ʃp' })).json().correct).toBe(
      false,
    );
    expect((await answer(token, { levelId: course.L1, sublevel: 0, answer: 'ʃɪp' })).json().correct).toBe(
      true,
    );

    const summary = await mySounds(token);
    expect(summary.map((s) => s.symbol)).toEqual(['ɪ', 'ʃ', 'p']);
    const short = summary[0];
    expect(short).toMatchObject({
      attempts: 3,
      right: 1,
      missed: 1,
      confusions: [{ heardAs: 'i', count: 1 }],
    });
    expect(short?.accuracy).toBeCloseTo(1 / 3);
    expect(summary[1]).toMatchObject({ symbol: 'ʃ', attempts: 3, right: 3, accuracy: 1, confusions: [] });
    expect(short?.trend).toHaveLength(14);
    expect(short?.trend.at(-1)).toEqual({ day: '2026-05-10', attempts: 3, right: 1 });
  });

  it('counts the day in the learner’s time zone', async () => {
    const { token } = await signUp(t.app);
    clock = new Date('2026-05-10T18:31:00Z'); // 00:01 on 11 May in Kolkata
    await answer(token, { levelId: course.L1, sublevel: 0, answer: 'ʃip', timeZone: 'Asia/Kolkata' });
    const [inKolkata] = await mySounds(token, 'Asia/Kolkata');
    expect(inKolkata?.trend.at(-1)).toEqual({ day: '2026-05-11', attempts: 1, right: 0 });
    // Seen from UTC it is still the 10th there, and the 11th is not in the window yet.
    const [inUtc] = await mySounds(token, 'UTC');
    expect(inUtc?.trend.at(-1)?.day).toBe('2026-05-10');
    expect(inUtc?.trend.every((d) => d.attempts === 0)).toBe(true);
    expect(inUtc?.attempts).toBe(1);
  });

  it('keeps no statistics of an answer whose progress update fails', async () => {
    const { token, user } = await signUp(t.app);
    // A trigger refuses this learner's progress update, inside the answer's transaction.
    await t.db.execute(
      sql.raw(`create or replace function refuse_progress() returns trigger language plpgsql as $$
        begin raise exception 'progress refused'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_progress before update on users for each row
        when (old.id = '${user._id}') execute function refuse_progress()`),
    );
    try {
      const res = await answer(token, { levelId: course.L1, sublevel: 0, answer: 'ʃɪp' });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_progress on users'));
    }
    expect(await statRows(user._id)).toEqual([]);
    expect(await t.db.select().from(itemFirstTries).where(eq(itemFirstTries.userId, user._id))).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ points: 0, level: 1, sublevel: 0 });
    // The same answer once the update goes through is recorded once.
    expect((await answer(token, { levelId: course.L1, sublevel: 0, answer: 'ʃɪp' })).json().correct).toBe(
      true,
    );
    expect((await statRows(user._id)).reduce((n, r) => n + r.attempts, 0)).toBe(3);
  });

  it('counts every one of many answers sent at once', async () => {
    const { token, user } = await signUp(t.app);
    await keepOnMissedItems(t, user._id);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => answer(token, { levelId: course.L1, sublevel: 0, answer: 'ʃip' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const [short] = await mySounds(token);
    expect(short).toMatchObject({
      symbol: 'ɪ',
      attempts: 8,
      right: 0,
      confusions: [{ heardAs: 'i', count: 8 }],
    });
    const rows = await t.db.select().from(soundConfusions).where(eq(soundConfusions.userId, user._id));
    expect(rows).toEqual([{ userId: user._id, symbol: 'ɪ', heardAs: 'i', count: 8 }]);
  });

  it('records nothing for quiz answers but counts them for the dashboard', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.update(users).set({ level: 3 }).where(eq(users.id, user._id));
    await answer(token, { levelId: course.L3, sublevel: 0, answer: 0 });
    expect(await statRows(user._id)).toEqual([]);
    const [first] = await t.db.select().from(itemFirstTries).where(eq(itemFirstTries.userId, user._id));
    expect(first).toMatchObject({ levelId: course.L3, correct: false });
  });
});

describe('a guest’s statistics carried into a new account', () => {
  const merge = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/me/sounds/guest', headers: auth(token), payload });
  const guest = {
    days: { '2026-05-09': { ɪ: [4, 1, 1], p: [2, 2, 0] }, '2026-05-10': { ɪ: [2, 0, 0] } },
    confusions: { ɪ: { i: 3, e: 1 } },
  };

  it('adds them once, and they show in the summary', async () => {
    const { token, user } = await signUp(t.app);
    expect((await merge(token, guest)).json()).toEqual({ merged: true });
    const summary = await mySounds(token);
    expect(summary.find((s) => s.symbol === 'ɪ')).toMatchObject({
      attempts: 6,
      right: 1,
      missed: 1,
      confusions: [
        { heardAs: 'i', count: 3 },
        { heardAs: 'e', count: 1 },
      ],
    });
    expect(summary.find((s) => s.symbol === 'ɪ')?.trend.slice(-2)).toEqual([
      { day: '2026-05-09', attempts: 4, right: 1 },
      { day: '2026-05-10', attempts: 2, right: 0 },
    ]);
    const again = await merge(token, guest);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');
    expect((await statRows(user._id)).reduce((n, r) => n + r.attempts, 0)).toBe(8);
  });

  it('is refused once the account has statistics of its own', async () => {
    const { token } = await signUp(t.app);
    await answer(token, { levelId: course.L1, sublevel: 0, answer: 'ʃip' });
    expect((await merge(token, guest)).statusCode).toBe(409);
  });

  it('answers an empty record without storing anything', async () => {
    const { token, user } = await signUp(t.app);
    expect((await merge(token, { days: {}, confusions: {} })).json()).toEqual({ merged: false });
    expect(await statRows(user._id)).toEqual([]);
  });

  it.each([
    ['an unknown symbol', { days: { '2026-05-09': { X: [1, 1, 0] } }, confusions: {} }, 'days.2026-05-09.X'],
    ['a day in the future', { days: { '2026-05-20': { p: [1, 1, 0] } }, confusions: {} }, 'days.2026-05-20'],
    [
      'more right than attempts',
      { days: { '2026-05-09': { p: [1, 2, 0] } }, confusions: {} },
      'days.2026-05-09.p',
    ],
    [
      'a confusion with itself',
      { days: { '2026-05-09': { p: [2, 0, 0] } }, confusions: { p: { p: 1 } } },
      'confusions.p.p',
    ],
    [
      'more confusions than wrong answers',
      { days: { '2026-05-09': { p: [3, 1, 1] } }, confusions: { p: { b: 2 } } },
      'confusions.p',
    ],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const { token, user } = await signUp(t.app);
    const res = await merge(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty([field]);
    expect(await statRows(user._id)).toEqual([]);
  });

  it('refuses more days than a guest keeps', async () => {
    const { token } = await signUp(t.app);
    const days = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [
        `2026-04-${String((i % 30) + 1).padStart(2, '0')}`,
        { p: [1, 1, 0] },
      ]),
    );
    days['2026-03-01'] = { p: [1, 1, 0] };
    days['2026-03-02'] = { p: [1, 1, 0] };
    expect((await merge(token, { days, confusions: {} })).statusCode).toBe(400);
  });
});

describe('a review of weak sounds', () => {
  const start = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/me/review', headers: auth(token) });
  const reply = (token: string, reviewId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/me/review/${reviewId}/answer`,
      headers: auth(token),
      payload: { timeZone: 'UTC', ...payload },
    });
  type Item =
    | { position: number; kind: 'typing'; symbol: string; sound: { answer: string; name: string } }
    | {
        position: number;
        kind: 'pair';
        symbol: string;
        pairedWith: string;
        audio: string;
        options: string[];
      };

  /** A learner who heard ɪ as i twice: ɪ is their weakest sound. */
  async function weakLearner() {
    const learner = await signUp(t.app);
    await keepOnMissedItems(t, learner.user._id);
    await answer(learner.token, { levelId: course.L1, sublevel: 0, answer: 'ʃip' });
    await answer(learner.token, { levelId: course.L1, sublevel: 0, answer: 'ʃip' });
    return learner;
  }

  it('is refused while no sound has been got wrong', async () => {
    const { token } = await signUp(t.app);
    const res = await start(token);
    expect(res.statusCode).toBe(409);
  });

  it('practises the sounds named, of those the learner has got wrong', async () => {
    const { token } = await weakLearner();
    const named = (sounds: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v1/me/review', headers: auth(token), payload: { sounds } });
    // ʃ and p were always right: nothing to practise there.
    expect((await named(['ʃ', 'p'])).statusCode).toBe(409);
    const review = await named(['ɪ', 'ʃ', 'ɪ']);
    expect(review.statusCode).toBe(201);
    expect(review.json().sounds).toEqual(['ɪ']);
    for (const bad of [[], ['a', 'b', 'c', 'd', 'e', 'f'], ['ʃʃʃʃʃ'], [''], 'ɪ']) {
      const res = await named(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('offers course items holding the weak sound and a minimal pair from the course’s words', async () => {
    const { token } = await weakLearner();
    const res = await start(token);
    expect(res.statusCode).toBe(201);
    const review = res.json() as { reviewId: string; sounds: string[]; items: Item[] };
    expect(review.sounds).toEqual(['ɪ']);
    const typing = review.items.filter((i) => i.kind === 'typing');
    expect(typing).toHaveLength(2);
    for (const item of typing) expect(item.sound.answer).toContain('ɪ');
    // tin is on a premium-only level: never offered to a free learner.
    expect(typing.map((i) => i.sound.name).sort()).toEqual(['ship', 'sit']);
    const pair = review.items.find((i) => i.kind === 'pair');
    expect(pair).toMatchObject({ symbol: 'ɪ', pairedWith: 'i' });
    if (pair?.kind !== 'pair') throw new Error('no pair');
    expect([...pair.options].sort()).toEqual(
      pair.audio === '/media/ship.mp3' ? ['sheep', 'ship'] : ['seat', 'sit'],
    );
    expect(review.items.map((i) => i.position)).toEqual(review.items.map((_, i) => i));
  });

  it('shows a typing item with its own picture, else its level’s, and accepts its variants', async () => {
    const [levelPicture, own] = await t.db
      .insert(images)
      .values([
        { title: 'Level one', url: '/media/level.svg' },
        { title: 'Sitting', url: '/media/sit.svg' },
      ])
      .returning();
    if (!levelPicture || !own) throw new Error('no images');
    await t.db
      .update(levels)
      .set({ imageId: levelPicture.id })
      .where(eq(levels.id, course.L1 as string));
    await t.db
      .update(sounds)
      .set({ imageId: own.id, variants: ['sɪʔ'] })
      .where(eq(sounds.id, course.sit as string));
    try {
      const { token } = await weakLearner();
      const review = (await start(token)).json() as { reviewId: string; items: Item[] };
      const typed = (name: string) =>
        review.items.find((i) => i.kind === 'typing' && i.sound.name === name) as Record<string, unknown> &
          Item;
      expect(typed('sit')).toMatchObject({
        image: { _id: own.id, title: 'Sitting', link: '/media/sit.svg' },
        sound: { answer: 'sɪt', variants: ['sɪʔ'], image: { _id: own.id } },
      });
      expect(typed('ship')).toMatchObject({
        image: { _id: levelPicture.id, title: 'Level one' },
        sound: { variants: [], image: null },
      });
      const right = await reply(token, review.reviewId, { position: typed('sit').position, answer: 'sɪʔ' });
      expect(right.json()).toMatchObject({ correct: true, expected: 'sɪʔ', answer: 'sɪt' });
    } finally {
      await t.db
        .update(sounds)
        .set({ imageId: null, variants: [] })
        .where(eq(sounds.id, course.sit as string));
      await t.db
        .update(levels)
        .set({ imageId: null })
        .where(eq(levels.id, course.L1 as string));
    }
  });

  it('earns points for a right answer without moving the level, once per item a day', async () => {
    const { token, user } = await weakLearner();
    const review = (await start(token)).json() as { reviewId: string; items: Item[] };
    const first = review.items[0];
    if (first?.kind !== 'typing') throw new Error('typing first');
    const wrong = (await reply(token, review.reviewId, { position: 0, answer: 'xyz' })).json();
    expect(wrong).toMatchObject({ correct: false, pointsAwarded: 0, points: 0 });
    const right = (await reply(token, review.reviewId, { position: 0, answer: first.sound.answer })).json();
    expect(right).toMatchObject({ correct: true, pointsAwarded: 10, points: 10, streak: 1 });
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ points: 10, level: 1, sublevel: 0, displayedLevel: 1 });

    const twice = await reply(token, review.reviewId, { position: 0, answer: first.sound.answer });
    expect(twice.statusCode).toBe(409);

    // The same item in a new review earns nothing more today, and again tomorrow.
    const findSame = (items: Item[]) =>
      items.find((i) => i.kind === 'typing' && i.sound.name === first.sound.name) as Item;
    const again = (await start(token)).json() as { reviewId: string; items: Item[] };
    const same = findSame(again.items);
    const today = (
      await reply(token, again.reviewId, { position: same.position, answer: first.sound.answer })
    ).json();
    expect(today).toMatchObject({ correct: true, pointsAwarded: 0, points: 10 });
    clock = new Date('2026-05-11T12:00:00Z');
    const next = (await start(token)).json() as { reviewId: string; items: Item[] };
    const sameNext = findSame(next.items);
    const tomorrow = (
      await reply(token, next.reviewId, {
        position: sameNext.position,
        answer: first.sound.answer,
        clueUsed: true,
      })
    ).json();
    expect(tomorrow).toMatchObject({ correct: true, pointsAwarded: 5, points: 15, streak: 2 });
  });

  it('gives a pair’s points only for a right first choice, and records what was heard', async () => {
    const { token, user } = await weakLearner();
    const review = (await start(token)).json() as { reviewId: string; items: Item[] };
    const pair = review.items.find((i) => i.kind === 'pair');
    if (pair?.kind !== 'pair') throw new Error('no pair');
    const rightIndex = pair.options.indexOf(pair.audio === '/media/ship.mp3' ? 'ship' : 'sit');
    const wrong = (
      await reply(token, review.reviewId, { position: pair.position, answer: 1 - rightIndex })
    ).json();
    expect(wrong).toMatchObject({ correct: false, expected: pair.options[rightIndex] });
    const right = (
      await reply(token, review.reviewId, { position: pair.position, answer: rightIndex })
    ).json();
    expect(right).toMatchObject({ correct: true, pointsAwarded: 0 });
    const [short] = await mySounds(token);
    // Two wrong answers in the game, then the pair heard wrong, then right.
    expect(short).toMatchObject({
      symbol: 'ɪ',
      attempts: 4,
      right: 1,
      confusions: [{ heardAs: 'i', count: 3 }],
    });
    const typed = await reply(token, review.reviewId, { position: pair.position, answer: 'ʃɪp' });
    expect(typed.statusCode).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.points).toBe(0);
  });

  it('refuses a pair answered with text, an unknown item and another learner’s review', async () => {
    const { token } = await weakLearner();
    const review = (await start(token)).json() as { reviewId: string; items: Item[] };
    const pair = review.items.find((i) => i.kind === 'pair') as Item;
    expect(
      (await reply(token, review.reviewId, { position: pair.position, answer: 'ship' })).statusCode,
    ).toBe(400);
    expect((await reply(token, review.reviewId, { position: 99, answer: 'ʃɪp' })).statusCode).toBe(404);
    const other = await signUp(t.app);
    const stolen = await reply(other.token, review.reviewId, { position: 0, answer: 'ʃɪp' });
    expect(stolen.statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.user._id));
    expect(row?.points).toBe(0);
  });

  it('applies an item answered twice at once only once', async () => {
    const { token, user } = await weakLearner();
    const review = (await start(token)).json() as { reviewId: string; items: Item[] };
    const first = review.items[0];
    if (first?.kind !== 'typing') throw new Error('typing first');
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        reply(token, review.reviewId, { position: 0, answer: first.sound.answer }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.points).toBe(10);
    const solved = await t.db.select().from(reviewItems).where(eq(reviewItems.sessionId, review.reviewId));
    expect(solved.filter((i) => i.solved)).toHaveLength(1);
  });
});

describe('first tries and wrong answers on the dashboard', () => {
  it('counts each learner’s first answer per item and the common wrong answers', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await keepOnMissedItems(t, b.user._id);
    await answer(a.token, { levelId: course.L1, sublevel: 0, answer: 'ʃɪp' });
    await answer(b.token, { levelId: course.L1, sublevel: 0, answer: 'ʃip' });
    await answer(b.token, { levelId: course.L1, sublevel: 0, answer: 'ʃip.' });
    await answer(b.token, { levelId: course.L1, sublevel: 0, answer: 'sɪp' });
    await answer(b.token, { levelId: course.L1, sublevel: 0, answer: 'ʃɪp' });

    const perLevel = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/levels/answer-stats',
      headers: auth(admin),
    });
    const l1 = perLevel.json().levels.find((l: { levelId: string }) => l.levelId === course.L1);
    // Earlier tests answered level 1 too: compare with the rows themselves.
    const rows = await t.db
      .select()
      .from(itemFirstTries)
      .where(eq(itemFirstTries.levelId, course.L1 as string));
    // Learners started and finished are checked in insights.test.ts.
    expect(l1).toMatchObject({
      levelId: course.L1,
      firstTries: rows.length,
      firstTryCorrect: rows.filter((r) => r.correct).length,
    });

    const details = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/levels/${course.L1}/answer-stats`,
      headers: auth(admin),
    });
    const [ship, sit] = details.json().items;
    expect(ship).toMatchObject({ itemId: course.ship, label: 'ship', expected: 'ʃɪp' });
    const stored = await t.db
      .select()
      .from(wrongAnswers)
      .where(eq(wrongAnswers.itemId, course.ship as string));
    const top = [...stored].sort((x, y) => y.count - x.count || x.answer.localeCompare(y.answer))[0];
    expect(ship.wrongAnswers[0]).toEqual({ answer: top?.answer, count: top?.count });
    expect(ship.wrongAnswers.map((w: { answer: string }) => w.answer)).toEqual(
      expect.arrayContaining(['ʃip', 'sɪp']),
    );
    expect(sit).toMatchObject({ label: 'sit', firstTries: 0, wrongAnswers: [] });

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/levels/00000000-0000-4000-8000-000000000000/answer-stats',
      headers: auth(admin),
    });
    expect(missing.statusCode).toBe(404);
  });
});
