import type { Level, Progress, PublicUser } from '@tp/contract';
import { type AppProcess, startAppProcess } from '@tp/testing/app-process';
import { callApi, rightAnswerBody, signUpLearner } from '@tp/testing/http-learner';
import { createPostgresDatabase, postgresServerUrl } from '@tp/testing/postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../support/s3-server';
import { advance, type Position } from './course-walk';
import { redisUrl, testRedis } from './servers';

// Two server processes share what a deployment shares: one PostgreSQL database, one Redis, one
// bucket and one session secret. Nothing else: each has a data folder of its own.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let redis: ReturnType<typeof testRedis>;
let s3: S3Server;
const servers: AppProcess[] = [];
let a: AppProcess;
let b: AppProcess;
const perEmail = 4;
const adminEmail = 'admin@tp.test';
const adminPassword = 'the first admin’s password';

beforeAll(async () => {
  [database, s3] = await Promise.all([createPostgresDatabase(postgresServerUrl), startS3Server()]);
  redis = testRedis();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redis.prefix,
    JWT_SECRET: 'a shared secret of at least thirty-two characters',
    AUTH_RATE_LIMIT_PER_EMAIL: String(perEmail),
    AUTH_RATE_LIMIT_PER_IP: '1000',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...s3.env,
  };
  // Started together, as an orchestrator would: they migrate and seed the new database at once.
  const started = await Promise.allSettled(
    [0, 1].map(() => startAppProcess({ command: 'server', env, output: 'ignore' })),
  );
  for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  [a, b] = servers as [AppProcess, AppProcess];
});

afterAll(async () => {
  const codes = await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([database?.drop(), s3?.close(), redis?.close()]);
  expect(codes).toEqual([0, 0]);
});

const api = (server: AppProcess) => `${server.url}/api/v1`;
const levelsOn = async (server: AppProcess) =>
  (await callApi<{ levels: Level[] }>('GET', `${api(server)}/levels`)).body.levels;
const userOn = async (server: AppProcess, token: string) =>
  callApi<{ user: PublicUser }>('GET', `${api(server)}/me`, undefined, token);

it('serves one course, seeded once, with its media from the shared bucket', async () => {
  const [onA, onB] = await Promise.all([levelsOn(a), levelsOn(b)]);
  expect(onA.length).toBeGreaterThan(0);
  expect(onA.map((l) => l.level)).toEqual(onA.map((_, i) => i + 1));
  expect(onB).toEqual(onA);

  const url = onA.flatMap((l) => l.sounds)[0]?.sound ?? '';
  const [fileA, fileB] = await Promise.all([fetch(`${a.url}${url}`), fetch(`${b.url}${url}`)]);
  expect([fileA.status, fileB.status]).toEqual([200, 200]);
  const [bytesA, bytesB] = await Promise.all([fileA.arrayBuffer(), fileB.arrayBuffer()]);
  expect(bytesA.byteLength).toBeGreaterThan(1000);
  expect(Buffer.from(bytesB).equals(Buffer.from(bytesA))).toBe(true);
});

it('serves an admin’s change to the course on both: at once where it was made, as soon as told on the other', async () => {
  const signIn = await callApi<{ token: string }>('POST', `${api(a)}/signin`, {
    email: adminEmail,
    password: adminPassword,
  });
  expect(signIn.status).toBe(200);
  const [first] = await levelsOn(b);
  if (!first) throw new Error('no course');
  const points = first.points + 5;
  const saved = await callApi('PUT', `${api(a)}/levels/${first._id}/settings`, { points }, signIn.body.token);
  expect(saved.status).toBe(200);
  expect((await levelsOn(a))[0]?.points).toBe(points);
  await expect.poll(async () => (await levelsOn(b))[0]?.points, { timeout: 1000 }).toBe(points);
});

it('keeps a learner signed in on both, with the same progress wherever they answer', async () => {
  const levels = await levelsOn(a);
  const email = `two.instances.${Date.now()}@example.com`;
  const token = await signUpLearner(api(a), email);

  const onB = await userOn(b, token);
  expect(onB.status).toBe(200);
  expect(onB.body.user.email).toBe(email);

  // Answers alternate between the instances; each reads what the other wrote.
  let progress: Position = { level: 1, sublevel: 0, points: 0 };
  for (const [writer, reader] of [
    [a, b],
    [b, a],
    [a, b],
  ] as const) {
    const res = await callApi<{ correct: boolean; progress: Progress }>(
      'POST',
      `${api(writer)}/me/answer`,
      rightAnswerBody(levels, progress),
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.correct).toBe(true);
    expect(res.body.progress).toMatchObject(advance(levels, progress));
    progress = res.body.progress;
    const read = (await userOn(reader, token)).body.user;
    expect({ level: read.level, sublevel: read.sublevel, points: read.points }).toEqual({
      level: progress.level,
      sublevel: progress.sublevel,
      points: progress.points,
    });
  }
  // An answer already given on one instance is stale on the other.
  const again = await callApi(
    'POST',
    `${api(a)}/me/answer`,
    { ...rightAnswerBody(levels, progress), sublevel: 0 },
    token,
  );
  expect(again.status).toBe(409);
});

it('applies answers sent to both instances at once, under load, each once', async () => {
  const levels = await levelsOn(a);
  const learners = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      signUpLearner(api(i % 2 ? a : b), `load.${i}.${Date.now()}@example.com`),
    ),
  );
  // Every learner sends each answer to both instances at the same moment, as a double tap through
  // two load-balanced connections would: one is applied, the other finds the item passed.
  const outcomes = await Promise.all(
    learners.map(async (token) => {
      let progress: Pick<Progress, 'level' | 'sublevel' | 'points'> = { level: 1, sublevel: 0, points: 0 };
      let awarded = 0;
      const statuses: number[] = [];
      for (let turn = 0; turn < 8; turn++) {
        const body = rightAnswerBody(levels, progress);
        const pair = await Promise.all(
          [a, b].map((server) =>
            callApi<{ pointsAwarded: number; progress: Progress }>(
              'POST',
              `${api(server)}/me/answer`,
              body,
              token,
            ),
          ),
        );
        statuses.push(...pair.map((r) => r.status).sort());
        const applied = pair.find((r) => r.status === 200);
        if (!applied) break;
        awarded += applied.body.pointsAwarded;
        progress = applied.body.progress;
      }
      return { token, statuses, awarded, progress };
    }),
  );
  for (const { token, statuses, awarded, progress } of outcomes) {
    expect(statuses).toEqual(Array.from({ length: 8 }, () => [200, 409]).flat());
    const user = (await userOn(b, token)).body.user;
    expect({ level: user.level, sublevel: user.sublevel, points: user.points }).toEqual({
      level: progress.level,
      sublevel: progress.sublevel,
      points: awarded,
    });
  }
});

it('adds up rate-limit hits from both instances', async () => {
  const email = `limited.${Date.now()}@example.com`;
  await signUpLearner(api(b), email);
  const statuses: number[] = [];
  for (let i = 0; i < perEmail + 2; i++) {
    const server = i % 2 === 0 ? a : b;
    const res = await callApi('POST', `${api(server)}/signin`, { email, password: 'wrong password' });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
});
