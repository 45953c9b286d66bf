import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface AppProcessOptions {
  /** `npm-start` runs scripts/start.mjs (builds the web app when stale); `server` runs the API alone. */
  command?: 'npm-start' | 'server';
  env?: Record<string, string>;
  /** Reuse a data folder (to restart on it); by default a fresh one, removed by `stop`. */
  dataDir?: string;
  port?: number;
  /** Where its standard output goes: `pipe` leaves it to read from `child.stdout`. */
  output?: 'inherit' | 'ignore' | 'pipe';
}

/** The real server process on a free port, ready once `/readyz` answers. */
export async function startAppProcess(options: AppProcessOptions = {}) {
  const port = options.port ?? (await freePort());
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'tp-app-')));
  const url = `http://127.0.0.1:${port}`;
  const args =
    options.command === 'server' ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['scripts/start.mjs'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.output ?? 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not become ready');
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    dataDir,
    child,
    /** Resolves with the exit code. */
    exited,
    /** SIGTERM, wait for the exit, remove the data folder it made. Returns the exit code. */
    async stop(): Promise<number | null> {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

export type AppProcess = Awaited<ReturnType<typeof startAppProcess>>;
