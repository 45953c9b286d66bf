// `npm run bench:api`: the API under load, on embedded PGlite and on PostgreSQL (DATABASE_URL,
// default the local server), against the server as it runs in production.
// 1. GET /api/v1/levels (the demo course) with autocannon, beside bare Fastify routes measured in
//    the same run on the same machine: one answering a small JSON object (their ratio is the
//    figure; goal ≥ 0.5), and one sending the very bytes of the course from memory (the ceiling
//    for a body that size). Also the app's own `GET /healthz`, which does nothing: what any answer
//    costs in this app. The four take turns for ROUNDS rounds and the medians are shown, with the
//    server's CPU time per answer (Linux), which moves far less than rates on a shared machine,
//    and the share of a core the load generator used (near 1: it, not the server, set the rate).
// 2. POST /me/answer with 50 learners answering at once, each right answer advancing them and one
//    item in three answered wrongly first, each learner on a connection of their own, measured
//    after a few seconds' warm-up (shown apart): answers a second and their ratio to the same
//    run's /healthz (the figure that travels between machines; goal ≥ 0.05 on PGlite), latencies,
//    and the CPU per answer of the server, of PostgreSQL's processes and of the load generator;
//    then, on a server logging its queries, the database statements of a right and of a wrong
//    answer. On PostgreSQL, the same load through two instances sharing the database.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startAppProcess } from '@tp/testing/app-process';
import { callApi, rightAnswerBody, signUpLearner } from '@tp/testing/http-learner';
import { createPostgresDatabase } from '@tp/testing/postgres';
import autocannon from 'autocannon';
import { machineLine, median } from './bench-common.mjs';

const learners = Number(process.env.LEARNERS ?? 50);
const answerSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmSeconds = Number(process.env.WARM_SECONDS ?? 3);
const getSeconds = Number(process.env.GET_SECONDS ?? 5);
const rounds = Number(process.env.ROUNDS ?? 3);
const connections = Number(process.env.CONNECTIONS ?? 50);
const postgresServer = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

console.log(`${machineLine()}\n`);

// What a browser sends: the course comes compressed.
const headers = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * Autocannon keeps each answer's body as a string, decoding it as UTF-8, which it only needs to
 * check bodies. For a compressed body that decoding costs the client more than the server spends
 * answering (16 KB of the course: 4,400 answers a second, against 32,000 without it, from a plain
 * Node server on this machine), so the figure would be the client's. The bytes are still read and counted.
 */
const setupClient = (client) => {
  client.pipelinedRequests.addBody = () => {};
};

/** CPU time (user and system) the process `pid` has used so far, in microseconds; null off Linux. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime: 1/100 s
    return ticks * 10_000;
  } catch {
    return null;
  }
}

/** CPU time the PostgreSQL server's processes on this machine have used so far, in microseconds. */
function postgresMicros() {
  let sum = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) sum += cpuMicros(pid) ?? 0;
    } catch {
      // The process ended while being read.
    }
  }
  return sum;
}

/**
 * Autocannon on `url` for `seconds`: requests per second, latency, `pid`'s CPU per answer, and
 * the share of a core the load generator (this process) used: near 1, it set the pace, not the server.
 */
async function hammer(url, pid, seconds) {
  const before = cpuMicros(pid);
  const clientBefore = process.cpuUsage();
  const start = performance.now();
  const r = await autocannon({ url, headers, connections, setupClient, duration: seconds });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  const after = cpuMicros(pid);
  const client = process.cpuUsage(clientBefore);
  return {
    client: (client.user + client.system) / ((performance.now() - start) * 1000),
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes: r.throughput.average,
    cpu: before === null || after === null ? null : (after - before) / r.requests.total,
  };
}

/** Each target warmed up, then measured in turn for `rounds` rounds; the median of each figure. */
async function takeTurns(targets) {
  for (const t of targets) await autocannon({ url: t.url, headers, connections, setupClient, duration: 2 });
  const runs = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries()) runs[i].push(await hammer(t.url, t.pid, getSeconds));
  }
  return runs.map((r) =>
    Object.fromEntries(
      Object.keys(r[0]).map((key) => [key, r[0][key] === null ? null : median(r.map((m) => m[key]))]),
    ),
  );
}

const show = (label, m) =>
  `${label.padEnd(36)} ${Math.round(m.rps).toString().padStart(6)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ` +
  `${(m.bytes / m.rps / 1024).toFixed(1)} KiB per answer` +
  (m.cpu === null ? '' : `, server CPU ${m.cpu.toFixed(1)} µs per answer`) +
  `; load generator ${m.client.toFixed(2)} of a core`;

/** The bytes and encoding of one answer, as they travel (fetch would decompress them). */
const rawGet = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }),
        );
      })
      .on('error', reject);
  });

/** The yardstick server, sending the course as the app sent it. */
async function startBare(course) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tp-bench-'));
  const file = path.join(dir, 'course');
  await writeFile(file, course.bytes);
  const script = fileURLToPath(new URL('bench-bare-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, file, course.encoding ?? ''], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await once(child.stdout, 'data');
  return {
    url: String(line).trim(),
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function benchLevels(label, server) {
  const course = await rawGet(`${server.url}/api/v1/levels`);
  const bare = await startBare(course);
  const pid = server.child.pid;
  try {
    const [levels, healthz, hello, sameBytes] = await takeTurns([
      { url: `${server.url}/api/v1/levels`, pid },
      { url: `${server.url}/healthz`, pid },
      { url: bare.url, pid: bare.pid },
      { url: `${bare.url}/course`, pid: bare.pid },
    ]);
    console.log(
      `${label}: medians of ${rounds} rounds of ${getSeconds} s, ${connections} connections; the course is ` +
        `${(course.bytes.length / 1024).toFixed(1)} KiB, ${course.encoding ?? 'uncompressed'}`,
    );
    console.log(show(`${label}: GET /api/v1/levels`, levels));
    console.log(show(`${label}: GET /healthz`, healthz));
    console.log(show(`${label}: bare Fastify, small JSON`, hello));
    console.log(show(`${label}: bare Fastify, same bytes`, sameBytes));
    const ratio = (m) => (levels.rps / m.rps).toFixed(2);
    console.log(
      `${label}: ratio ${ratio(hello)} (goal ≥ 0.5); ${ratio(sameBytes)} of bare Fastify sending the same bytes; ` +
        `${ratio(healthz)} of this server's /healthz`,
    );
    if (levels.cpu !== null) {
      console.log(
        `${label}: server CPU per answer, bare Fastify's small JSON / the course's: ` +
          `${(hello.cpu / levels.cpu).toFixed(2)}; bare Fastify's same bytes / the course's: ${(sameBytes.cpu / levels.cpu).toFixed(2)}`,
      );
    }
    return healthz.rps;
  } finally {
    await bare.stop();
  }
}

/** A wrong answer to the item `body` answers rightly, or null where none is checked (info, speaking). */
function wrongAnswerBody(levels, progress, body) {
  const level = levels[progress.level - 1];
  if (level.type === 'mcq') {
    return { ...body, answer: (body.answer + 1) % level.mcqs[progress.sublevel].options.length };
  }
  if (typeof body.answer !== 'string' || body.answer.length === 0) return null;
  // The answer without its last symbol: typeable, and wrong.
  return { ...body, answer: Array.from(body.answer).slice(0, -1).join('') || 'ə' };
}

/**
 * A learner's own connection to the API at `api`, kept alive as a browser keeps it: sends JSON
 * with their token, one request at a time, and resolves to the status and parsed JSON. HTTP/1.1
 * written and read on the socket itself, as autocannon does: Node's HTTP client cost the load
 * generator about 0.15 ms of CPU per answer on the two cores the server and PostgreSQL share, and
 * `fetch` 1.6 ms; every answer's body comes with its length.
 */
function learnerConnection(api, token) {
  const { hostname, port, pathname } = new URL(api);
  const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
  let waiting = null;
  let received = Buffer.alloc(0);
  const fail = (error) => {
    waiting?.reject(error);
    waiting = null;
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error(`${api}: the connection closed`)));
  socket.on('data', (chunk) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    const headEnd = received.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = received.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) return fail(new Error(`${api}: an answer without content-length: ${head}`));
    const end = headEnd + 4 + Number(length);
    if (received.length < end) return;
    const response = {
      status: Number(head.slice(9, 12)),
      body: JSON.parse(received.toString('utf8', headEnd + 4, end)),
    };
    received = received.subarray(end);
    const { resolve } = waiting;
    waiting = null;
    resolve(response);
  });
  return (method, route, body) =>
    new Promise((resolve, reject) => {
      waiting = { resolve, reject };
      const data = body === undefined ? '' : JSON.stringify(body);
      socket.write(
        `${method} ${pathname}${route} HTTP/1.1\r\nhost: ${hostname}:${port}\r\nauthorization: Bearer ${token}\r\n` +
          (data ? `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(data)}\r\n` : '') +
          `\r\n${data}`,
      );
    });
}

/** Back to level 1 once the course is done, as a learner who starts it again. */
const restart = async (call) => (await call('POST', '/me/reset-progress')).body.progress;

/** A learner signed up with the connection opened, and the course as it sees it. */
async function learnersOf(api, count) {
  const { levels } = (await callApi('GET', `${api}/levels`)).body;
  const learners = [];
  for (let i = 0; i < count; i++)
    learners.push(learnerConnection(api, await signUpLearner(api, `bench${i}.${Date.now()}@example.com`)));
  // Every learner's connection is opened before the clock starts: otherwise the load generator's
  // own ramp-up (fifty connections opened at once) showed as answers of several seconds.
  await Promise.all(learners.map((call) => call('GET', '/me')));
  return { levels, learners };
}

/** Sorted latencies' quantile `q`, in ms as shown. */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);

/**
 * `learners` learners answering at once, split evenly between `servers`: every third checked item
 * is first answered wrongly (the learner stays), then rightly (the learner moves on). The first
 * `warmSeconds` warm the server up (its code compiled, the statements prepared on each database
 * connection) as the GET routes are warmed up above, and are shown apart; the `answerSeconds` after
 * them are measured, the learners answering throughout. With `database`, the CPU the PostgreSQL
 * server's processes on this machine used too.
 */
async function benchAnswers(label, servers, { database = false, healthz = null } = {}) {
  const groups = [];
  for (const server of servers)
    groups.push(await learnersOf(`${server.url}/api/v1`, learners / servers.length));
  const levels = groups[0].levels;
  const warming = [];
  const latencies = [];
  let errors = 0;
  let wrong = 0;
  const serversCpu = () => servers.reduce((sum, server) => sum + (cpuMicros(server.child.pid) ?? NaN), 0);
  // The CPU counters as the first measured answer starts.
  let before = null;
  const measureFrom = Date.now() + warmSeconds * 1000;
  const deadline = measureFrom + answerSeconds * 1000;
  await Promise.all(
    groups
      .flatMap((group) => group.learners)
      .map(async (call) => {
        let progress = { level: 1, sublevel: 0 };
        let checked = 0;
        while (Date.now() < deadline) {
          if (!levels[progress.level - 1]) {
            progress = await restart(call);
            continue;
          }
          const right = rightAnswerBody(levels, progress);
          const wrongOne = wrongAnswerBody(levels, progress, right);
          const miss = wrongOne && checked++ % 3 === 0 ? wrongOne : null;
          const measured = Date.now() >= measureFrom;
          if (measured)
            before ??= {
              start: performance.now(),
              cpu: serversCpu(),
              database: database ? postgresMicros() : null,
              client: process.cpuUsage(),
            };
          const start = performance.now();
          const res = await call('POST', '/me/answer', miss ?? right);
          (measured ? latencies : warming).push(performance.now() - start);
          if (res.status !== 200 || res.body.correct === Boolean(miss)) {
            errors++;
            break;
          }
          if (miss && measured) wrong++;
          progress = res.body.progress;
        }
      }),
  );
  if (!before || latencies.length === 0) throw new Error(`${label}: no answer measured (errors ${errors})`);
  const perAnswer = (micros) => (Number.isNaN(micros) ? null : Math.round(micros / latencies.length));
  const serverCpu = perAnswer(serversCpu() - before.cpu);
  const databaseCpu = before.database === null ? null : perAnswer(postgresMicros() - before.database);
  const client = process.cpuUsage(before.client);
  const clientShare = (client.user + client.system) / ((performance.now() - before.start) * 1000);
  latencies.sort((a, b) => a - b);
  warming.sort((a, b) => a - b);
  const at = (q) => quantile(latencies, q);
  console.log(
    `${label}: POST /me/answer, ${learners} learners: ${latencies.length} answers (${wrong} wrong) in ${answerSeconds} s ` +
      `(${Math.round(latencies.length / answerSeconds)}/s), p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ` +
      `p99 ${at(0.99)} ms, max ${latencies.at(-1).toFixed(1)} ms, errors ${errors}; CPU per answer: ` +
      [
        serverCpu === null ? null : `server ${serverCpu} µs`,
        databaseCpu === null ? null : `PostgreSQL ${databaseCpu} µs`,
        `load generator ${Math.round((client.user + client.system) / latencies.length)} µs (${clientShare.toFixed(2)} of a core)`,
      ]
        .filter(Boolean)
        .join(', '),
  );
  if (warming.length > 0)
    console.log(
      `${label}: while warming up (the first ${warmSeconds} s, not in the figures above): ${warming.length} answers ` +
        `(${Math.round(warming.length / warmSeconds)}/s), p50 ${quantile(warming, 0.5)} ms, p99 ${quantile(warming, 0.99)} ms, ` +
        `max ${warming.at(-1).toFixed(1)} ms`,
    );
  if (healthz) {
    const rate = latencies.length / answerSeconds;
    console.log(
      `${label}: answers/healthz ${(rate / healthz).toFixed(4)} (${Math.round(rate)} / ${Math.round(healthz)})`,
    );
  }
}

/**
 * The database statements of one answer, right and wrong, read from the query log of a server at
 * LOG_LEVEL=trace (one learner answering in turn), the session check included, the transaction's
 * BEGIN and COMMIT not.
 */
async function countStatements(label, env) {
  const server = await startServer({ ...env, LOG_LEVEL: 'trace' }, 'pipe');
  let statements = 0;
  createInterface({ input: server.child.stdout }).on('line', (line) => {
    // PostgreSQL's driver sends BEGIN and COMMIT as statements, PGlite's does not: not counted.
    if (line.includes('"msg":"database statement"') && !/"statement":"(begin|commit)/i.test(line))
      statements++;
  });
  // Log lines reach this process a moment after the answer that wrote them.
  const settled = async () => {
    let last = -1;
    while (last !== statements) {
      last = statements;
      await new Promise((r) => setTimeout(r, 200));
    }
    return statements;
  };
  try {
    const api = `${server.url}/api/v1`;
    const {
      levels,
      learners: [call],
    } = await learnersOf(api, 1);
    let progress = { level: 1, sublevel: 0 };
    const answers = { right: { n: 0, statements: 0 }, wrong: { n: 0, statements: 0 } };
    for (let turn = 0; turn < 60; turn++) {
      if (!levels[progress.level - 1]) progress = await restart(call);
      const right = rightAnswerBody(levels, progress);
      const miss = turn % 2 === 0 ? wrongAnswerBody(levels, progress, right) : null;
      const before = await settled();
      const res = await call('POST', '/me/answer', miss ?? right);
      if (res.status !== 200) throw new Error(`answer: ${res.status} ${JSON.stringify(res.body)}`);
      const kind = answers[miss ? 'wrong' : 'right'];
      kind.n++;
      kind.statements += (await settled()) - before;
      progress = res.body.progress;
    }
    const per = ({ n, statements }) => (statements / n).toFixed(1);
    console.log(
      `${label}: statements per answer (query log): right ${per(answers.right)} (${answers.right.n} answers), ` +
        `wrong ${per(answers.wrong)} (${answers.wrong.n}), besides BEGIN and COMMIT`,
    );
  } finally {
    await server.stop();
  }
}

// As in production: NODE_ENV=production, request logs at the default level (to nowhere here).
const startServer = (env, output = 'ignore') =>
  startAppProcess({
    command: 'server',
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      ANSWER_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    output,
  });

async function benchOn(label, env) {
  const server = await startServer(env);
  try {
    const healthz = await benchLevels(label, server);
    await benchAnswers(label, [server], { database: Boolean(env.DATABASE_URL), healthz });
  } finally {
    await server.stop();
  }
  await countStatements(label, env);
}

/** The same answers through two instances on one PostgreSQL database, as a deployment scales out. */
async function benchTwoInstances(label, env) {
  const servers = await Promise.all([startServer(env), startServer(env)]);
  try {
    await benchAnswers(label, servers, { database: true });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

await benchOn('PGlite', { DATABASE_URL: '' });
const database = await createPostgresDatabase(postgresServer, 'tp_bench');
try {
  await benchOn('PostgreSQL', { DATABASE_URL: database.url });
  await benchTwoInstances('PostgreSQL, two instances', { DATABASE_URL: database.url });
} finally {
  await database.drop();
}
