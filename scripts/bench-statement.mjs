// `npm run bench:statement`: where one answer's time goes in embedded PGlite, with no HTTP around
// it. The app is built in-process on a PGlite folder (as `npm start` keeps it) with the demo
// course, one learner is taken to the first sound level, and a wrong answer to its item is
// recorded again and again: a wrong answer leaves the learner where they are, so every run does
// the same work (its sounds' statistics, its confusions, the item's wrong answers). Each way of
// running it is timed in ROUNDS rounds of RUNS statements, the ways taking turns; the fastest and
// the median round's CPU per statement (this process's, both threads) are shown. First through the
// database's thread, as the app runs:
// - the answer as the answer route records it (`answerStatement`: values serialised, the Bind sent
//   to the thread, its reply parsed, rows built), one after the other;
// - fifty such answers sent at once, per answer: the thread runs one while the next is sent;
// - `select 1` through the same path: the floor of any statement.
// Then, the app closed, PGlite opened in this thread on the same folder, each line taking away
// one more layer:
// - the same statement's Bind, already serialised, run raw (`execProtocolRawStream`): PostgreSQL's
//   own work and the call into it;
// - ten of them in one transaction, per answer: what remains once nine commits in ten are saved.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { compareAccepted, soundOutcomes } from '@tp/phonetics';
import { rightAnswerBody } from '@tp/testing/http-learner';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { textValues } from '../apps/server/src/db/pglite-thread.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { seedDemoCourse } from '../apps/server/src/modules/levels/demo-course.ts';
import { answerQuery, answerStatement } from '../apps/server/src/modules/progress/answer-statement.ts';
import { courseAudio } from '../apps/server/src/platform/course-audio.ts';
import { openMediaStorage } from '../apps/server/src/platform/media.ts';
import { machineLine, median } from './bench-common.mjs';

const rounds = Number(process.env.ROUNDS ?? 7);
const runs = Number(process.env.RUNS ?? 400);
const { serialize } = protocol;

console.log(`${machineLine()}\n`);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-bench-statement-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://tp.test' });
const database = await openDatabase({ pglite: config.pgliteDir });
const storage = openMediaStorage(config);
const app = await buildApp({
  config,
  db: database.db,
  listen: database.listen,
  storage,
  jwtSecret: 'x'.repeat(48),
});
await seedDemoCourse(database.db, storage, config.CONTENT_DIR, courseAudio(config.ffmpegPath));

const call = async (method, url, payload, token) => {
  const res = await app.inject({
    method,
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

/** A learner at the demo course's first sound level, and the record of a wrong answer to its item. */
async function wrongAnswerRecord() {
  const password = 'learner password';
  const email = 'learner@example.com';
  // Sign-up opens no session: the learner signs in.
  await call('POST', '/api/v1/signup', { name: 'Learner', email, password, confirmPassword: password });
  const { token } = await call('POST', '/api/v1/signin', { email, password });
  const { levels } = await call('GET', '/api/v1/levels');
  let progress = { level: 1, sublevel: 0 };
  while (levels[progress.level - 1].type !== 'sound') {
    ({ progress } = await call('POST', '/api/v1/me/answer', rightAnswerBody(levels, progress), token));
  }
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const [learner] = await database.db.select().from(users).where(eq(users.id, claims.sub));
  const level = levels[progress.level - 1];
  const sound = level.sounds[progress.sublevel];
  // The answer without its last symbol: typeable, and wrong.
  const result = compareAccepted(sound, Array.from(sound.answer).slice(0, -1).join(''));
  const place = { level: learner.level, sublevel: learner.sublevel, streak: learner.streak };
  const day = { lastActiveOn: learner.lastActiveOn, timeZone: learner.timeZone };
  return {
    learner: { id: learner.id, ...place, ...day },
    sessionId: claims.sid,
    premiumOnly: false,
    day: learner.lastActiveOn,
    outcomes: soundOutcomes(result.alignment),
    levelId: level._id,
    itemId: sound._id,
    correct: false,
    given: result.typed,
    completed: { item: sound._id, level: false, points: level.points },
    next: { ...place, ...day, timeZoneSetAt: null },
  };
}

const record = await wrongAnswerRecord();
const thread = database.db.$client;
const answer = answerStatement(database.db);
if ((await answer(record)) === null) throw new Error('the wrong answer was not recorded');
await app.close();

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** Each way's CPU per answer, the ways taking turns round after round (the first, a warm-up, not counted). */
async function timed(ways) {
  const perAnswer = ways.map(() => []);
  for (let round = -1; round < rounds; round++) {
    for (const [i, [, per, run]] of ways.entries()) {
      const start = cpuMicros();
      for (let n = 0; n < runs / per; n++) await run();
      if (round >= 0) perAnswer[i].push((cpuMicros() - start) / runs);
    }
  }
  for (const [i, [label]] of ways.entries()) {
    const fastest = Math.min(...perAnswer[i]).toFixed(0);
    console.log(
      `${label.padEnd(38)} ${fastest.padStart(5)} / ${median(perAnswer[i]).toFixed(0).padStart(5)} µs`,
    );
  }
}

console.log(
  `PGlite, a wrong answer's statement: CPU per answer, fastest / median of ${rounds} rounds of ${runs}`,
);
await timed([
  ['the answer as the route records it', 1, () => answer(record)],
  [
    'fifty answers sent at once, per answer',
    50,
    () => Promise.all(Array.from({ length: 50 }, () => answer(record))),
  ],
  ['select 1, through the thread', 1, () => thread.query('select 1')],
]);
await database.close();

// The same folder, PGlite in this thread: the statement prepared under a name of its own, its
// values serialised once.
const client = await PGlite.create(config.pgliteDir);
const query = answerQuery(record);
const { messages } = await client.execProtocol(
  Buffer.concat([
    serialize.parse({ name: 'bench', text: query.text }),
    serialize.describe({ type: 'S', name: 'bench' }),
    serialize.sync(),
  ]),
);
const types = parse.parseDescribeStatementResults(messages);
const values = textValues(client.serializers, types, query.values);
const bindAndExecute = Buffer.concat([serialize.bind({ statement: 'bench', values }), serialize.execute({})]);
const one = Buffer.concat([bindAndExecute, serialize.sync()]);
const ten = Buffer.concat([
  serialize.query('begin'),
  ...Array(10).fill(bindAndExecute),
  serialize.sync(),
  serialize.query('commit'),
]);
const raw = (bytes) => client.execProtocolRawStream(bytes, { onRawData: () => {} });
await timed([
  ['its Bind raw, in this thread', 1, () => raw(one)],
  ['ten in one transaction, per answer', 10, () => raw(ten)],
]);
await client.close();
await rm(dataDir, { recursive: true, force: true });
