import type { Level } from '@tp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badges, levelMcqs, levels, mcqs, userBadges, users } from '../src/db/schema';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from './test-app';

// Editing MCQs, badges and blog posts, and deleting badges and posts: checked as creating is.
let t: TestApp;
let auth: { authorization: string };
let learner: { authorization: string };
let learnerId: string;
let mcqId: string;
let badgeId: string;
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${await signInAsAdmin(t)}` };
  const signedUp = await signUp(t.app);
  learner = { authorization: `Bearer ${signedUp.token}` };
  learnerId = signedUp.user._id;
  const [mcq] = await t.db
    .insert(mcqs)
    .values({
      question: 'Which symbol starts "ship"?',
      options: [
        { _id: '1', text: 's' },
        { _id: '2', text: 'ʃ' },
      ],
      correctAnswer: 1,
    })
    .returning();
  const [badge] = await t.db
    .insert(badges)
    .values({
      name: 'Explorer',
      description: 'Ten levels',
      imageUrl: '/media/star.png',
      rule: 'levels',
      threshold: 10,
    })
    .returning();
  const [level] = await t.db.insert(levels).values({ level: 1, type: 'mcq', points: 10 }).returning();
  if (!mcq || !badge || !level) throw new Error('no rows');
  [mcqId, badgeId] = [mcq.id, badge.id];
  await t.db.insert(levelMcqs).values({ levelId: level.id, position: 0, mcqId });
});
afterAll(() => t.close());

const call = (
  method: 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = auth,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

/** The course a learner loads, right after the edit. */
const course = async () => (await t.app.inject('/api/v1/levels')).json().levels as Level[];

const lastAudit = async () =>
  (await t.app.inject({ url: '/api/v1/admin/audit?limit=1', headers: auth })).json().entries[0];

const unknownId = '00000000-0000-4000-8000-000000000000';

const mcqBody = {
  question: 'Which symbol starts "shoe"?',
  options: ['s', 'ʃ', 'ʒ'],
  correctAnswer: 1,
  translations: { fr: { question: 'Quel symbole commence « shoe » ?', options: [null, null, null] } },
};

describe('PUT /mcq/:id', () => {
  it('replaces the question, options and answer, logs it, and a learner sees it at once', async () => {
    await course(); // the course is cached before the edit
    const res = await call('PUT', `/mcq/${mcqId}`, mcqBody);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'MCQ updated successfully!',
      mcq: {
        _id: mcqId,
        question: 'Which symbol starts "shoe"?',
        options: [
          { _id: '1', text: 's' },
          { _id: '2', text: 'ʃ' },
          { _id: '3', text: 'ʒ' },
        ],
        correctAnswer: 1,
        translations: { fr: { question: 'Quel symbole commence « shoe » ?' } },
      },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      entity: 'mcq',
      entityId: mcqId,
      before: { question: 'Which symbol starts "ship"?' },
      after: { question: 'Which symbol starts "shoe"?' },
    });
    expect((await course())[0]?.mcqs[0]).toMatchObject({
      question: 'Which symbol starts "shoe"?',
      options: [{ text: 's' }, { text: 'ʃ' }, { text: 'ʒ' }],
    });
  });

  it.each([
    ['an empty question', { question: ' ' }, 'question'],
    ['one option', { options: ['s'], correctAnswer: 0 }, 'options'],
    ['an answer past the options', { correctAnswer: 3 }, 'correctAnswer'],
    [
      'translations of the wrong length',
      { translations: { fr: { question: 'x', options: [null] } } },
      'translations.fr.options',
    ],
    ['an unknown field', { level: 1 }, undefined],
  ])('refuses %s with 400 and changes nothing', async (_, change, field) => {
    const before = await course();
    const res = await call('PUT', `/mcq/${mcqId}`, { ...mcqBody, ...change });
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().error.fields).toHaveProperty([field]);
    expect(await course()).toEqual(before);
  });

  it('answers 404 for an unknown id, 401 without a token and 403 for a learner', async () => {
    expect((await call('PUT', `/mcq/${unknownId}`, mcqBody)).statusCode).toBe(404);
    expect((await call('PUT', `/mcq/${mcqId}`, mcqBody, {})).statusCode).toBe(401);
    expect((await call('PUT', `/mcq/${mcqId}`, mcqBody, learner)).statusCode).toBe(403);
  });
});

const badgeBody = {
  name: 'Pathfinder',
  description: 'Five levels done',
  imageURL: '/media/flame.png',
  rule: { kind: 'levels', threshold: 5 },
};

describe('PUT /badge/:id', () => {
  it('changes every field, renames it for the learners who hold it, and logs it', async () => {
    await t.db.insert(userBadges).values({ userId: learnerId, badgeId });
    await t.db
      .update(users)
      .set({ badges: ['Explorer'] })
      .where(eq(users.id, learnerId));
    const res = await call('PUT', `/badge/${badgeId}`, { ...badgeBody, name: ' Pathfinder ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Badge updated successfully!',
      badge: { _id: badgeId, ...badgeBody },
    });
    const listed = await t.app.inject({ url: '/api/v1/badges', headers: auth });
    expect(listed.json().badges).toEqual([{ _id: badgeId, ...badgeBody }]);
    const [holder] = await t.db.select().from(users).where(eq(users.id, learnerId));
    expect(holder?.badges).toEqual(['Pathfinder']);
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      entity: 'badge',
      entityId: badgeId,
      before: { name: 'Explorer', rule: { kind: 'levels', threshold: 10 } },
      after: { name: 'Pathfinder', rule: { kind: 'levels', threshold: 5 } },
    });
  });

  it('refuses the name of another badge with 409, naming the field', async () => {
    const other = await call('POST', '/badge/create', { ...badgeBody, name: 'Collector' });
    expect(other.statusCode).toBe(201);
    const res = await call('PUT', `/badge/${badgeId}`, { ...badgeBody, name: 'Collector' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toHaveProperty('name');
    const [row] = await t.db.select().from(badges).where(eq(badges.id, badgeId));
    expect(row?.name).toBe('Pathfinder');
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['an image that is no link', { imageURL: 'ftp://example.com/a.png' }, 'imageURL'],
    ['a threshold of 0', { rule: { kind: 'points', threshold: 0 } }, 'rule.threshold'],
    ['an unknown rule', { rule: { kind: 'speed', threshold: 3 } }, 'rule.kind'],
  ])('refuses %s with 400', async (_, change, field) => {
    const res = await call('PUT', `/badge/${badgeId}`, { ...badgeBody, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty([field]);
  });

  it('answers 404 for an unknown id, 401 without a token and 403 for a learner', async () => {
    expect((await call('PUT', `/badge/${unknownId}`, badgeBody)).statusCode).toBe(404);
    expect((await call('PUT', `/badge/${badgeId}`, badgeBody, {})).statusCode).toBe(401);
    expect((await call('PUT', `/badge/${badgeId}`, badgeBody, learner)).statusCode).toBe(403);
  });
});

describe('DELETE /badge/:id', () => {
  it('refuses with 409 while a learner holds the badge, and deletes it once none does', async () => {
    const held = await call('DELETE', `/badge/${badgeId}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().error).toMatchObject({
      code: 'conflict',
      message: '1 learner holds this badge; edit it instead.',
    });
    expect(await t.db.select().from(userBadges).where(eq(userBadges.badgeId, badgeId))).toHaveLength(1);

    await t.db.delete(userBadges).where(eq(userBadges.badgeId, badgeId));
    const res = await call('DELETE', `/badge/${badgeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Badge deleted successfully.');
    expect(await t.db.select().from(badges).where(eq(badges.id, badgeId))).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'delete',
      entity: 'badge',
      entityId: badgeId,
      before: { name: 'Pathfinder' },
    });
    expect((await call('DELETE', `/badge/${badgeId}`)).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 for a learner', async () => {
    expect((await call('DELETE', `/badge/${unknownId}`, undefined, {})).statusCode).toBe(401);
    expect((await call('DELETE', `/badge/${unknownId}`, undefined, learner)).statusCode).toBe(403);
  });
});

describe('PUT and DELETE /posts/:id', () => {
  const postBody = { title: 'Hello', content: 'First words.', author: 'The TP team' };
  const listed = async () => (await t.app.inject('/api/v1/posts')).json().posts;

  it('edits a post in place, keeping its date, then deletes it', async () => {
    const created = (await call('POST', '/create', postBody)).json().post;
    const edit = { title: 'Hello again', content: 'First words.\n\nAnd more.', author: 'Ada' };
    const res = await call('PUT', `/posts/${created._id}`, edit);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Blog post updated successfully!',
      post: { _id: created._id, date: created.date, ...edit },
    });
    expect(await listed()).toEqual([res.json().post]);

    const removed = await call('DELETE', `/posts/${created._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Blog post deleted successfully.');
    expect(await listed()).toEqual([]);
    expect((await call('DELETE', `/posts/${created._id}`)).statusCode).toBe(404);
  });

  it.each([
    ['an empty title', { title: ' ' }, 'title'],
    ['an empty content', { content: '' }, 'content'],
    ['an unknown field', { date: '2026-01-01T00:00:00Z' }, undefined],
  ])('refuses %s with 400 and changes nothing', async (_, change, field) => {
    const created = (await call('POST', '/create', postBody)).json().post;
    const res = await call('PUT', `/posts/${created._id}`, { ...postBody, ...change });
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().error.fields).toHaveProperty([field]);
    expect((await listed())[0]).toEqual(created);
    await call('DELETE', `/posts/${created._id}`);
  });

  it('answers 404 for an unknown id, 401 without a token and 403 for a learner', async () => {
    expect((await call('PUT', `/posts/${unknownId}`, postBody)).statusCode).toBe(404);
    expect((await call('PUT', `/posts/${unknownId}`, postBody, {})).statusCode).toBe(401);
    expect((await call('PUT', `/posts/${unknownId}`, postBody, learner)).statusCode).toBe(403);
    expect((await call('DELETE', `/posts/${unknownId}`, undefined, {})).statusCode).toBe(401);
    expect((await call('DELETE', `/posts/${unknownId}`, undefined, learner)).statusCode).toBe(403);
  });
});
