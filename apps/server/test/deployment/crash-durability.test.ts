import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Level, Progress, PublicUser } from '@tp/contract';
import { type AppProcess, freePort, startAppProcess } from '@tp/testing/app-process';
import { callApi, rightAnswerBody, signUpLearner } from '@tp/testing/http-learner';
import { createPostgresDatabase, postgresServerUrl } from '@tp/testing/postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { advance, type Position } from './course-walk';

const learners = 8;
/** The server is killed when this many answers have been acknowledged. */
const killAfter = 60;

interface Learner {
  token: string;
  /** Where the last acknowledged answer left them. */
  acknowledged: Position;
  answersAcknowledged: number;
  /** The points those answers earn by the course's rules (`advance`). */
  pointsEarned: number;
  /** An answer sent and never acknowledged: the server may or may not have kept it. */
  unanswered: boolean;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * Learners answer as fast as they can; once `killAfter` answers are acknowledged the server gets
 * SIGKILL with answers still in flight. It is then restarted on the same data.
 */
async function crashInBurst(env: Record<string, string>, dataDir: string) {
  const port = await freePort();
  const start = async () => {
    const server = await startAppProcess({
      command: 'server',
      dataDir,
      port,
      env: { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_IP: '1000', ...env },
      output: 'ignore',
    });
    cleanups.push(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    });
    return server;
  };
  const server: AppProcess = await start();
  const api = `${server.url}/api/v1`;
  const levels = (await callApi<{ levels: Level[] }>('GET', `${api}/levels`)).body.levels;
  const team: Learner[] = [];
  for (let i = 0; i < learners; i++) {
    team.push({
      token: await signUpLearner(api, `crash${i}.${Date.now()}@example.com`),
      acknowledged: { level: 1, sublevel: 0, points: 0 },
      answersAcknowledged: 0,
      pointsEarned: 0,
      unanswered: false,
    });
  }

  let acknowledged = 0;
  let killed = false;
  await Promise.all(
    team.map(async (learner) => {
      // Answering on past the kill, until the server is gone: it dies in the middle of the burst,
      // whatever it had answered when the signal was sent. Bounded: the kill comes long before,
      // unless the server stops answering.
      for (let n = 0; n < 1000; n++) {
        const worth = advance(levels, learner.acknowledged).points - learner.acknowledged.points;
        learner.unanswered = true;
        const res = await callApi<{ correct: boolean; pointsAwarded: number; progress: Progress }>(
          'POST',
          `${api}/me/answer`,
          rightAnswerBody(levels, learner.acknowledged),
          learner.token,
        ).catch(() => null);
        if (!res) return; // the connection died with the server
        learner.unanswered = false;
        expect(res.status).toBe(200);
        expect(res.body.correct).toBe(true);
        const { level, sublevel, points } = res.body.progress;
        learner.acknowledged = { level, sublevel, points };
        learner.answersAcknowledged += 1;
        learner.pointsEarned += worth;
        if (++acknowledged === killAfter) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    }),
  );
  expect(killed).toBe(true);
  await server.exited;
  expect(server.child.signalCode).toBe('SIGKILL');
  // Every learner's last answer was on its way when the server died.
  expect(team.every((l) => l.unanswered)).toBe(true);

  const again = await start();
  return { levels, team, again, api: `${again.url}/api/v1` };
}

async function expectEveryAcknowledgedAnswerKept(run: Awaited<ReturnType<typeof crashInBurst>>) {
  const { levels, team, again, api } = run;
  expect(team.reduce((sum, l) => sum + l.answersAcknowledged, 0)).toBeGreaterThanOrEqual(killAfter);
  for (const learner of team) {
    const res = await callApi<{ user: PublicUser }>('GET', `${api}/me`, undefined, learner.token);
    expect(res.status).toBe(200);
    const { level, sublevel, points } = res.body.user;
    const kept = { level, sublevel, points };
    // Every acknowledged answer is there; the one in flight, if any, may have been kept too, whole.
    const inFlightKept = learner.unanswered ? advance(levels, learner.acknowledged) : null;
    const moved =
      kept.level !== learner.acknowledged.level || kept.sublevel !== learner.acknowledged.sublevel;
    if (inFlightKept && moved) {
      expect(kept).toEqual(inFlightKept);
    } else {
      expect(kept).toEqual(learner.acknowledged);
      expect(points).toBe(learner.pointsEarned);
    }

    // The reopened database takes new writes.
    const next = await callApi<{ progress: Progress }>(
      'POST',
      `${api}/me/answer`,
      rightAnswerBody(levels, kept),
      learner.token,
    );
    expect(next.status).toBe(200);
    expect(next.body.progress).toMatchObject(advance(levels, kept));
  }
  expect(await again.stop()).toBe(0);
}

describe('SIGKILL in the middle of a burst of answers', () => {
  it('keeps every acknowledged answer on PGlite, which reopens cleanly', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await expectEveryAcknowledgedAnswerKept(await crashInBurst({ DATABASE_URL: '' }, dataDir));
  });

  it('keeps every acknowledged answer on PostgreSQL', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await createPostgresDatabase(postgresServerUrl);
    cleanups.push(() => database.drop());
    await expectEveryAcknowledgedAnswerKept(await crashInBurst({ DATABASE_URL: database.url }, dataDir));
  });
});
