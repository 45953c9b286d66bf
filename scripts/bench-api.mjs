// `npm run bench:api`: answers per second and latency of POST /me/answer with 50 learners
// answering at once, on embedded PGlite and on PostgreSQL (DATABASE_URL, default the local server).
import os from 'node:os';
import { startAppProcess } from '@tp/testing/app-process';
import pg from 'pg';

const learners = Number(process.env.LEARNERS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const postgresServer = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const startServer = (env) =>
  startAppProcess({ command: 'server', env: { AUTH_RATE_LIMIT_PER_IP: '100000', ...env }, output: 'ignore' });

const json = (url, body, token) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

/** The right answer to a learner's current item. */
function rightAnswer(level, sublevel) {
  if (level.type === 'mcq') return level.mcqs[sublevel].correctAnswer;
  if (['sound', 'video', 'listening'].includes(level.type)) return level.sounds[sublevel].answer;
  return 0;
}

async function run(label, server) {
  const api = `${server.url}/api/v1`;
  const { levels } = await (await fetch(`${api}/levels`)).json();
  const tokens = [];
  for (let i = 0; i < learners; i++) {
    const email = `bench${i}.${Date.now()}@example.com`;
    const res = await json(`${api}/signup`, {
      name: 'Bench',
      email,
      password: 'bench password',
      confirmPassword: 'bench password',
    });
    tokens.push(res.body.token);
  }
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      let progress = { level: 1, sublevel: 0 };
      while (Date.now() < deadline) {
        const level = levels[progress.level - 1];
        if (!level) {
          progress = (await json(`${api}/me/reset-progress`, undefined, token)).body.progress;
          continue;
        }
        const body = {
          levelId: level._id,
          sublevel: progress.sublevel,
          answer: rightAnswer(level, progress.sublevel),
          timeZone: 'UTC',
        };
        const start = performance.now();
        const res = await json(`${api}/me/answer`, body, token);
        latencies.push(performance.now() - start);
        if (res.status !== 200 || !res.body.correct) {
          errors++;
          break;
        }
        progress = res.body.progress;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `${label.padEnd(10)} ${latencies.length} answers in ${seconds} s (${Math.round(latencies.length / seconds)}/s), ` +
      `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${latencies.at(-1).toFixed(1)} ms, errors ${errors}`,
  );
}

console.log(`POST /me/answer, ${learners} learners answering at once, each right answer advancing them`);
const pglite = await startServer({ DATABASE_URL: '' });
try {
  await run('PGlite', pglite);
} finally {
  await pglite.stop();
}

const name = `tp_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: postgresServer });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(postgresServer);
dbUrl.pathname = `/${name}`;
const postgres = await startServer({ DATABASE_URL: dbUrl.toString() });
try {
  await run('PostgreSQL', postgres);
} finally {
  await postgres.stop();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
console.log(
  `machine: ${os.cpus()[0]?.model}, ${os.cpus().length} cores, ${os.platform()} ${os.release()}, node ${process.version}`,
);
