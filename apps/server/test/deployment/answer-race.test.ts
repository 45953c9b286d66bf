import { createPostgresDatabase, postgresServerUrl } from '@tp/testing/postgres';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import {
  completedItems,
  levelSounds,
  levels,
  sessions,
  soundStatsDaily,
  sounds,
  users,
} from '../../src/db/schema';
import { type AnswerRecord, answerQuery } from '../../src/modules/progress/answer-statement';

/*
 * Two answers to one item on two PostgreSQL connections, the second sent while the first's
 * transaction is still open: what the pipeline does once answers back up, or two instances do
 * with a double tap. The second must wait for the first and then find the learner moved on
 * (`for update` in the statement's `here`); read from the snapshot it started with, it would
 * apply itself too and write the learner's old points back.
 */

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let handle: DatabaseHandle;
let levelId: string;
let itemId: string;
beforeAll(async () => {
  database = await createPostgresDatabase(postgresServerUrl);
  handle = await openDatabase({ postgresUrl: database.url });
  const [sound] = await handle.db
    .insert(sounds)
    .values({ name: 'cat', answer: 'ʞæt', url: '/media/cat.mp3' })
    .returning();
  const [level] = await handle.db.insert(levels).values({ level: 1, type: 'sound', points: 10 }).returning();
  if (!sound || !level) throw new Error('insert returned nothing');
  await handle.db.insert(levelSounds).values([
    { levelId: level.id, position: 0, soundId: sound.id },
    { levelId: level.id, position: 1, soundId: sound.id },
  ]);
  levelId = level.id;
  itemId = sound.id;
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

async function newLearner(email: string) {
  const [user] = await handle.db.insert(users).values({ name: 'Racer', email }).returning();
  if (!user) throw new Error('insert returned nothing');
  const [session] = await handle.db
    .insert(sessions)
    .values({ userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning();
  if (!session) throw new Error('insert returned nothing');
  return { user, sessionId: session.id };
}

/** The first item of the level answered by a learner who has never played (level 1, item 0). */
const answerBy = (learner: Awaited<ReturnType<typeof newLearner>>, correct: boolean): AnswerRecord => ({
  learner: { ...learner.user, level: 1, sublevel: 0, dailyGoal: undefined },
  sessionId: learner.sessionId,
  premiumOnly: false,
  day: '2026-11-28',
  outcomes: [{ symbol: 'æ', outcome: correct ? 'right' : 'missed' }],
  levelId,
  itemId,
  correct,
  given: correct ? 'ʞæt' : 'ʞt',
  completed: { item: itemId, level: false, points: 10 },
  next: {
    level: 1,
    sublevel: 1,
    retries: [],
    streak: 1,
    lastActiveOn: '2026-11-28',
    earned: { dayPoints: 10, goalDays: 0, streakFreezes: 0 },
    unearned: { dayPoints: 0, goalDays: 0, streakFreezes: 0 },
    timeZone: learner.user.timeZone,
    timeZoneSetAt: null,
  },
});

async function connect() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return { client, pid: rows[0]?.pid };
}

/** Waits until the server process `pid` waits for a lock. */
async function waitingForLock(observer: pg.Client, pid: number | undefined) {
  for (let tries = 0; tries < 500; tries++) {
    const { rows } = await observer.query(
      `select 1 from pg_stat_activity where pid = $1 and wait_event_type = 'Lock'`,
      [pid],
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`process ${pid} never waited for a lock`);
}

describe('an answer raced by another to the same item on another connection', () => {
  it.each([
    ['a second right answer', true],
    ['a wrong answer', false],
  ])('writes nothing for %s once the first is committed', async (_, secondCorrect) => {
    const learner = await newLearner(`racer.${secondCorrect}@example.com`);
    const [first, second] = [await connect(), await connect()];
    try {
      await first.client.query('begin');
      const applied = answerQuery(answerBy(learner, true));
      expect((await first.client.query(applied.text, applied.values)).rows).toHaveLength(1);

      const raced = answerQuery(answerBy(learner, secondCorrect));
      const racing = second.client.query(raced.text, raced.values);
      await waitingForLock(first.client, second.pid);
      await first.client.query('commit');

      // The learner had moved on: the second answer finds no learner where it was checked.
      expect((await racing).rows).toEqual([]);
      const [row] = await handle.db.select().from(users).where(eq(users.id, learner.user.id));
      expect(row).toMatchObject({ level: 1, sublevel: 1, points: 10, streak: 1 });
      const done = await handle.db
        .select()
        .from(completedItems)
        .where(eq(completedItems.userId, learner.user.id));
      expect(done).toHaveLength(1);
      // Only the first answer's sound was counted.
      const counted = await handle.db
        .select()
        .from(soundStatsDaily)
        .where(eq(soundStatsDaily.userId, learner.user.id));
      expect(counted).toMatchObject([{ symbol: 'æ', attempts: 1, right: 1 }]);
    } finally {
      await Promise.all([first.client.end(), second.client.end()]);
    }
  });
});
