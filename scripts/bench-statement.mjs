// `npm run bench:statement`: where one answer's time goes in embedded PGlite, with no HTTP around
// it. The app is built in-process on a PGlite folder (as `npm start` keeps it) with the demo
// course, one learner is taken to the first sound level, and a wrong answer to its item is
// recorded again and again: a wrong answer leaves the learner where they are, so every run does
// the same work (its sounds' statistics, its confusions, the item's wrong answers). Each way of
// running it is timed in ROUNDS rounds of RUNS statements, the ways taking turns; the fastest and
// the median round's CPU per statement are shown. Read from the top, each line takes away one layer:
// - the answer as the answer route records it (`answerStatement`: values serialised, the prepared
//   path's Bind, PGlite's parser, rows built);
// - the same Bind already serialised, through PGlite's `execProtocol` (its parser, no rows built);
// - the same bytes through `execProtocolRawStream` within PGlite's two locks: nothing parsed;
// - the same without the locks: PostgreSQL's own work and the call into it;
// - ten of them in one transaction, per answer: what remains once nine commits in ten are saved;
// - `select 1` through the app's prepared path: the floor of any statement.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse, protocol } from '@electric-sql/pglite';
import { compareAccepted, soundOutcomes } from '@tp/phonetics';
import { rightAnswerBody } from '@tp/testing/http-learner';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { textValues } from '../apps/server/src/db/pglite-statements.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { seedDemoCourse } from '../apps/server/src/modules/levels/demo-course.ts';
import { answerQuery, answerStatement } from '../apps/server/src/modules/progress/answer-statement.ts';
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
await seedDemoCourse(database.db, storage, config.CONTENT_DIR);

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
  const { token } = await call('POST', '/api/v1/signup', {
    name: 'Learner',
    email: 'learner@example.com',
    password,
    confirmPassword: password,
  });
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
const client = database.db.$client;
const answer = answerStatement(database.db);
if ((await answer(record)) === null) throw new Error('the wrong answer was not recorded');

// The statement prepared once more under a name of its own, and its Bind serialised once.
const joined = (...parts) => Buffer.concat(parts);
const query = answerQuery(record);
const { messages } = await client.execProtocol(
  joined(
    serialize.parse({ name: 'bench', text: query.text }),
    serialize.describe({ type: 'S', name: 'bench' }),
    serialize.sync(),
  ),
);
const types = parse.parseDescribeStatementResults(messages);
const values = textValues(client, types, query.values);
const bindAndExecute = joined(serialize.bind({ statement: 'bench', values }), serialize.execute({}));
const one = joined(bindAndExecute, serialize.sync());
const ten = joined(
  serialize.query('begin'),
  ...Array(10).fill(bindAndExecute),
  serialize.sync(),
  serialize.query('commit'),
);

const locked = (work) => client._runExclusiveTransaction(() => client._runExclusiveQuery(work));
const raw = (bytes) => client.execProtocolRawStream(bytes, { onRawData: () => {} });

const ways = [
  ['the answer as the route records it', 1, () => answer(record)],
  ['its Bind through execProtocol', 1, () => locked(() => client.execProtocol(one))],
  ['its Bind raw, within the locks', 1, () => locked(() => raw(one))],
  ['its Bind raw, no locks', 1, () => raw(one)],
  ['ten in one transaction, per answer', 10, () => locked(() => raw(ten))],
  ['select 1, the prepared path', 1, () => client.query('select 1')],
];

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

// The ways take turns, round after round, so that a host that slows down meanwhile slows them alike.
const perAnswer = ways.map(() => []);
// The first round warms the code up and is not counted.
for (let round = -1; round < rounds; round++) {
  for (const [i, [, per, run]] of ways.entries()) {
    const start = cpuMicros();
    for (let n = 0; n < runs / per; n++) await run();
    if (round >= 0) perAnswer[i].push((cpuMicros() - start) / runs);
  }
}
console.log(
  `PGlite, a wrong answer's statement: CPU per answer, fastest / median of ${rounds} rounds of ${runs}`,
);
for (const [i, [label]] of ways.entries()) {
  const fastest = Math.min(...perAnswer[i]).toFixed(0);
  console.log(
    `${label.padEnd(38)} ${fastest.padStart(5)} / ${median(perAnswer[i]).toFixed(0).padStart(5)} µs`,
  );
}

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
