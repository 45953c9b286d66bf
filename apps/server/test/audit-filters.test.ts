import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from './test-app';

let t: TestApp;
let root: { authorization: string };
let second: { authorization: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  root = { authorization: `Bearer ${await signInAsAdmin(t)}` };
  const other = await signUp(t.app, { email: 'Second.Admin@example.com' });
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.user._id));
  second = { authorization: `Bearer ${other.token}`, email: other.user.email };
});
afterAll(() => t.close());

const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/audit${query}`, headers: root });
const create = (headers: { authorization: string }, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { authorization: headers.authorization },
    payload,
  });

describe('the audit log’s filters', () => {
  it('narrows the log to one kind of record, one admin, or both, and names every admin in it', async () => {
    await t.db.delete(auditLog);
    await create(root, '/create-image', { title: 'Root image', link: 'https://e.com/r.png' });
    await create(second, '/create-image', { title: 'Second image', link: 'https://e.com/s.png' });
    await create(second, '/mcq', { question: 'Which?', options: ['a', 'b'], correctAnswer: 0 });

    const all = (await get('')).json();
    expect(all.entries).toHaveLength(3);
    expect(all.actors).toEqual(['root@example.com', 'second.admin@example.com']);

    const entities = async (query: string) =>
      (await get(query))
        .json()
        .entries.map((e: { entity: string; after: { title?: string } }) =>
          e.entity === 'image' ? e.after.title : e.entity,
        );
    expect(await entities('?entity=image')).toEqual(['Second image', 'Root image']);
    expect(await entities('?actor=SECOND.ADMIN@example.com')).toEqual(['mcq', 'Second image']);
    expect(await entities('?entity=image&actor=root@example.com')).toEqual(['Root image']);
    expect(await entities('?entity=account')).toEqual([]);

    const page = (await get('?actor=second.admin@example.com&limit=1')).json();
    const next = (await get(`?actor=second.admin@example.com&limit=1&before=${page.nextBefore}`)).json();
    expect(next.entries.map((e: { entity: string }) => e.entity)).toEqual(['image']);
    expect(next.nextBefore).toBeNull();
  });

  it.each(['?entity=user', '?actor=nobody', '?actor='])('refuses %s with 400', async (query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});
