import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

// The real process: main.ts as `npm start` runs it, on the embedded database.
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // Always the embedded database in its own folder: the test is about the process, and must not
    // touch the PostgreSQL server the rest of the suite may be pointed at.
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

it('finishes the requests in flight on SIGTERM, exits cleanly and keeps what it acknowledged', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-shutdown-'));
  const port = await freePort();
  const { child, exited } = await start(dataDir, port);
  const base = `http://127.0.0.1:${port}/api/v1`;
  const emails = Array.from({ length: 4 }, (_, i) => `shutdown${i}.${Date.now()}@example.com`);

  // Password hashing keeps these sign-ups busy while the signal arrives.
  const signups = emails.map((email) =>
    fetch(`${base}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'N', email, password: 'password1', confirmPassword: 'password1' }),
    }),
  );
  await new Promise((r) => setTimeout(r, 30));
  child.kill('SIGTERM');
  const statuses = await Promise.all(signups.map((p) => p.then((r) => r.status)));
  expect(statuses).toEqual([201, 201, 201, 201]);
  expect(await exited).toBe(0);

  const again = await start(dataDir, port);
  for (const email of emails) {
    const res = await fetch(`${base}/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'password1' }),
    });
    expect(res.status).toBe(200);
  }
  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);
}, 60_000);
