import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fillPath, retriesMax } from '@tp/contract';
import { createPostgresDatabase } from '@tp/testing/postgres';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { type AppDeps, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { sessions, users } from '../src/db/schema';
import { createFirstAdmin } from '../src/modules/accounts/first-admin';

/**
 * Opens a fresh database for one test file: in-memory PGlite by default (a copy of the run's
 * migrated one, `migrated-pglite.ts`), or a new database on
 * the PostgreSQL server named by DATABASE_URL (dropped again when the file is done).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    return openDatabase({ pglite: 'memory://', startFrom: process.env.TP_TEST_MIGRATED_PGLITE });
  const fresh = await createPostgresDatabase(serverUrl);
  const handle = await openDatabase({ postgresUrl: fresh.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await fresh.drop();
    },
  };
}

const jwtSecret = 'x'.repeat(48);

/** The app's configuration in a test: a data folder of its own, no log, loose sign-in limits, `env`. */
async function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'tp-test-')),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    APP_URL: 'http://tp.test',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    ...env,
  });
}

/**
 * Builds the app in-process on a fresh database; `inject` talks to it without a socket. With
 * `sharing`, it runs on another test app's database instead, as a second instance configured
 * otherwise would, and leaves that database open when it closes.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    sharing,
    ...options
  }: Pick<AppDeps, 'now' | 'payments' | 'bodyDeadline'> & {
    sharing?: Pick<DatabaseHandle, 'db' | 'listen'>;
  } = {},
) {
  const database = sharing ? { ...sharing, close: async () => {} } : await openTestDatabase();
  const config = await testConfig(env);
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    jwtSecret,
    ...options,
  });
  return {
    app,
    db: database.db,
    listen: database.listen,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Creates the first admin on the test database and returns its session token. */
export async function signInAsAdmin(t: TestApp): Promise<string> {
  await createFirstAdmin(t.db, 'root@example.com', 'admin password');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    payload: { email: 'root@example.com', password: 'admin password' },
  });
  return res.json().token;
}

let counter = 0;
/** A unique address, so that files sharing a PostgreSQL server never collide. */
export const uniqueEmail = (prefix = 'learner') => `${prefix}.${Date.now()}.${++counter}@example.com`;

/** Signs up a learner, then signs in (sign-up opens no session), and returns their token and user. */
export async function signUp(
  app: TestApp['app'],
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const body = { name: 'Ada Lovelace', email: uniqueEmail(), password: 'correct horse', ...overrides };
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    payload: { ...body, confirmPassword: body.password },
  });
  if (res.statusCode !== 202) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const signin = await app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    payload: { email: body.email, password: body.password },
  });
  if (signin.statusCode !== 200) throw new Error(`signin failed: ${signin.statusCode} ${signin.body}`);
  return {
    ...(signin.json() as { token: string; user: { _id: string; email: string } }),
    password: body.password,
  };
}

/**
 * Keeps a learner on each item they miss, as when their misses already fill the level's retries
 * (`retriesMax`, docs/design.md §5): for tests that answer one item again and again.
 */
export async function keepOnMissedItems(t: TestApp, userId: string) {
  await t.db
    .update(users)
    .set({ retries: Array<number>(retriesMax).fill(0) })
    .where(eq(users.id, userId));
}

/** An endpoint's path with every `:param` filled with a well-formed id that names nothing. */
export const pathOf = (e: { path: string }) =>
  fillPath(
    e.path,
    Object.fromEntries(
      [...e.path.matchAll(/:(\w+)/g)].map((m) => [m[1] as string, '00000000-0000-4000-8000-000000000000']),
    ),
  );

/** A valid session token for `userId` on a new session, signed `minutesAgo`. */
export async function tokenIssuedAgo(t: TestApp, userId: string, minutesAgo: number): Promise<string> {
  const [session] = await t.db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) })
    .returning();
  return new SignJWT({ role: 'user', sid: session?.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(Math.floor(Date.now() / 1000) - minutesAgo * 60)
    .setExpirationTime('1d')
    .sign(new TextEncoder().encode(jwtSecret));
}
