import type { Level } from '@tp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, levelMcqs, levelSounds, levels, sounds } from '../src/db/schema';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from './test-app';

let t: TestApp;
let auth: { authorization: string };
let learner: { authorization: string };
let cat: string;
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${await signInAsAdmin(t)}` };
  learner = { authorization: `Bearer ${(await signUp(t.app)).token}` };
  const [row] = await t.db
    .insert(sounds)
    .values({ name: 'cat', answer: 'ʞæt', url: '/media/cat.mp3' })
    .returning();
  cat = row?.id as string;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(levelSounds);
  await t.db.delete(levelMcqs);
  await t.db.delete(levels);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = auth) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const bulk = (payload: object, headers = auth) => call('POST', '/levels/bulk', payload, headers);
const course = async () => (await call('GET', '/admin/levels')).json().levels as Level[];
/** The course as [id, number, published] rows, to compare before and after. */
const snapshot = async () => (await course()).map((l) => [l._id, l.level, l.published]);

/** `count` draft sound levels at the end of the course, each holding the cat (ready to publish). */
async function drafts(count: number, withSound = true) {
  const made: Level[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await call('POST', '/create-level', { level: 10_000, type: 'sound' });
    expect(res.statusCode).toBe(201);
    const level = res.json().newLevel as Level;
    if (withSound) {
      expect((await call('PUT', `/levels/update-sound/${level._id}`, { sounds: [cat] })).statusCode).toBe(
        200,
      );
    }
    made.push(level);
  }
  return made.map((l) => l._id);
}

const missing = '00000000-0000-4000-8000-000000000000';

describe('bulk level actions', () => {
  it('publishes and unpublishes the chosen levels only, each recorded in the audit log', async () => {
    const [a, b, c] = await drafts(3);
    const res = await bulk({ action: 'publish', ids: [a, c] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('2 levels published.');
    expect(res.json().levels.map((l: Level) => l.published)).toEqual([true, false, true]);
    const learnersCourse = (await t.app.inject({ url: '/api/v1/levels' })).json().levels as Level[];
    expect(learnersCourse.map((l) => l._id)).toEqual([a, c]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, a as string));
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      before: { published: false },
      after: { published: true },
    });

    expect((await bulk({ action: 'unpublish', ids: [c, b] })).statusCode).toBe(200);
    expect((await course()).map((l) => [l._id, l.published])).toEqual([
      [a, true],
      [b, false],
      [c, false],
    ]);
  });

  it('deletes the chosen levels and numbers the rest 1..N', async () => {
    const [a, b, c, d] = await drafts(4, false);
    const res = await bulk({ action: 'delete', ids: [b, d] });
    expect(res.statusCode).toBe(200);
    expect(res.json().levels.map((l: Level) => [l._id, l.level])).toEqual([
      [a, 1],
      [c, 2],
    ]);
    expect(await t.db.select().from(levels)).toHaveLength(2);
  });

  it('moves the chosen levels together, in course order, the first to the position', async () => {
    const [a, b, c, d, e] = await drafts(5, false);
    const res = await bulk({ action: 'move', ids: [e, b], position: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().levels.map((l: Level) => l._id)).toEqual([b, e, a, c, d]);
    // The last position the two can take is 4 of 5: the three others before them.
    expect((await bulk({ action: 'move', ids: [b, e], position: 4 })).statusCode).toBe(200);
    expect((await course()).map((l) => [l._id, l.level])).toEqual([
      [a, 1],
      [c, 2],
      [d, 3],
      [b, 4],
      [e, 5],
    ]);
  });

  it('refuses a learner and a visitor, changing nothing', async () => {
    const ids = await drafts(2);
    const before = await snapshot();
    const res = await bulk({ action: 'publish', ids }, learner);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect((await bulk({ action: 'delete', ids }, { authorization: '' })).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['publish', (ids: string[]) => ({ action: 'publish', ids: [...ids, missing] }), 404, 'not_found'],
    ['delete', (ids: string[]) => ({ action: 'delete', ids: [missing, ...ids] }), 404, 'not_found'],
    [
      'move past the end',
      (ids: string[]) => ({ action: 'move', ids, position: 3 }),
      400,
      'validation_failed',
    ],
    ['move with no position', (ids: string[]) => ({ action: 'move', ids }), 400, 'validation_failed'],
    [
      'a level listed twice',
      (ids: string[]) => ({ action: 'delete', ids: [ids[0], ids[0]] }),
      400,
      'validation_failed',
    ],
    ['no level', () => ({ action: 'delete', ids: [] }), 400, 'validation_failed'],
    ['an unknown action', (ids: string[]) => ({ action: 'archive', ids }), 400, 'validation_failed'],
  ] as const)('refuses %s, changing nothing', async (_, body, status, code) => {
    const ids = await drafts(3, false);
    const before = await snapshot();
    const res = await bulk(body(ids.slice(1)));
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(await snapshot()).toEqual(before);
  });

  it('publishes none when one of them has nothing to answer', async () => {
    const [full] = await drafts(1);
    const [empty] = await drafts(1, false);
    const before = await snapshot();
    const res = await bulk({ action: 'publish', ids: [full, empty] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'level_empty',
      message: expect.stringContaining('Level 2'),
    });
    expect(await snapshot()).toEqual(before);
  });
});
