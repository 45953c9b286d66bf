import { mkdtemp } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppProcess, freePort, startAppProcess } from '@tp/testing/app-process';
import { inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';

// Always the embedded database in its own folder: the test is about the process, and must not
// touch the PostgreSQL server the rest of the suite may be pointed at.
const started: AppProcess[] = [];
async function start(dataDir: string, port: number) {
  const app = await startAppProcess({
    command: 'server',
    dataDir,
    port,
    env: { DATABASE_URL: '', LOG_LEVEL: 'silent' },
    output: 'ignore',
  });
  started.push(app);
  return app;
}
afterAll(() => {
  for (const app of started) app.child.kill('SIGKILL');
});

/**
 * Starts a sign-up and sends only the start of its body: the request stays in flight, on a
 * connection the server has accepted, until `finish` sends the rest.
 */
function signupInFlight(port: number, email: string) {
  const body = JSON.stringify({
    name: 'N',
    email,
    password: 'shut down gently',
    confirmPassword: 'shut down gently',
  });
  const req = request({
    host: '127.0.0.1',
    port,
    path: '/api/v1/signup',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return { status, finish: () => req.end(body.slice(10)) };
}

it('finishes the requests in flight on SIGTERM, exits cleanly and keeps what it acknowledged', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-shutdown-'));
  // The data folder holds the run's migrated database (test/migrated-pglite.ts), as after a first
  // start: creating PostgreSQL's cluster on disk takes seconds, and is not what this test is about.
  const folder = path.join(dataDir, 'db');
  await (await openDatabase({ pglite: folder, startFrom: process.env.TP_TEST_MIGRATED_PGLITE })).close();
  const port = await freePort();
  const { child, exited } = await start(dataDir, port);
  const emails = Array.from({ length: 4 }, (_, i) => `shutdown${i}.${Date.now()}@example.com`);

  // Half-sent sign-ups are in flight when the signal arrives; the rest of their bodies follow it.
  const signups = emails.map((email) => signupInFlight(port, email));
  await new Promise((r) => setTimeout(r, 500));
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 50));
  for (const s of signups) s.finish();
  const statuses = await Promise.all(signups.map((s) => s.status));
  expect(statuses).toEqual([202, 202, 202, 202]);
  expect(await exited).toBe(0);

  // Every sign-up it acknowledged is in its data folder.
  const kept = await openDatabase({ pglite: folder });
  const rows = await kept.db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  await kept.close();
  expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());
}, 60_000);
