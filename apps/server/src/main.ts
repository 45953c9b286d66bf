import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createFirstAdmin } from './modules/accounts/first-admin';
import { seedDemoCourse } from './modules/levels/demo-course';
import { courseAudio } from './platform/course-audio';
import { openMediaStorage } from './platform/media';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The configured secret, else one generated on first start and kept in the data folder. */
async function jwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

async function main() {
  const config = loadConfig();
  await mkdir(config.DATA_DIR, { recursive: true });
  let log: FastifyBaseLogger | undefined;
  const database = await openDatabase(
    config.DATABASE_URL ? { postgresUrl: config.DATABASE_URL } : { pglite: config.pgliteDir },
    {
      onIdleError: (error) =>
        log?.warn({ err: error }, 'idle database connection lost; the pool replaces it'),
      // At the most detailed level, every statement is logged (what `npm run bench:api` counts).
      ...(config.LOG_LEVEL === 'trace'
        ? { onStatement: (statement: string) => log?.trace({ statement }, 'database statement') }
        : {}),
    },
  );
  // One storage for uploads, generated audio and the demo course's files.
  const storage = openMediaStorage(config);
  if (storage.kind === 'bucket') await storage.check();
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    storage,
    jwtSecret: await jwtSecret(config.JWT_SECRET, config.DATA_DIR),
    webDist,
  });
  log = app.log;

  const admin = await createFirstAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (admin) {
    const password = admin.generated ? admin.password : '(ADMIN_PASSWORD)';
    console.log(
      `\n  First start: admin account created.\n    e-mail:   ${admin.email}\n    password: ${password}\n` +
        (admin.generated
          ? '  This password is shown only once. After logging in, change it under Profile → Change password.\n'
          : ''),
    );
  }

  if (config.DEMO_COURSE) {
    const seeded = await seedDemoCourse(
      database.db,
      storage,
      config.CONTENT_DIR,
      courseAudio(config.ffmpegPath),
    );
    if (seeded) console.log(`  Demo course loaded: ${seeded} levels.`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  console.log(
    `  TP is running at ${config.appUrl} (${database.kind} database, data in ${config.DATA_DIR})\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
