// `npm run bench:api`: the API under load, on embedded PGlite and on PostgreSQL (DATABASE_URL,
// default the local server), against the server as it runs in production.
// 1. GET /api/v1/levels (the demo course) with autocannon, beside bare Fastify routes measured in
//    the same run on the same machine: one answering a small JSON object (their ratio is the
//    figure; goal ≥ 0.5), and one sending the very bytes of the course from memory (the ceiling
//    for a body that size). Also the app's own `GET /healthz`, which does nothing: what any answer
//    costs in this app (its request log, security headers, ETag, contract checks).
// 2. POST /me/answer with 50 learners answering at once, each right answer advancing them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppProcess } from '@tp/testing/app-process';
import { callApi, rightAnswerBody, signUpLearner } from '@tp/testing/http-learner';
import { createPostgresDatabase } from '@tp/testing/postgres';
import autocannon from 'autocannon';

const learners = Number(process.env.LEARNERS ?? 50);
const answerSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const getSeconds = Number(process.env.GET_SECONDS ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const postgresServer = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const cpus = os.cpus();
console.log(
  `machine: ${cpus[0]?.model.trim()}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ` +
    `${os.platform()} ${os.release()}, Node ${process.version}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
);

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

/** Autocannon for `seconds` after a short warm-up; requests per second and latency. */
async function hammer(url, seconds) {
  const options = { url, headers, connections, setupClient };
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: seconds });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bytes: r.throughput.average };
}

const show = (label, m) =>
  `${label.padEnd(28)} ${Math.round(m.rps).toString().padStart(6)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ` +
  `${(m.bytes / 2 ** 20).toFixed(1)} MiB/s (${(m.bytes / m.rps / 1024).toFixed(1)} KiB per answer)`;

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
  try {
    // Measured back to back, so that all four see the same machine.
    const levels = await hammer(`${server.url}/api/v1/levels`, getSeconds);
    const healthz = await hammer(`${server.url}/healthz`, getSeconds);
    const hello = await hammer(bare.url, getSeconds);
    const sameBytes = await hammer(`${bare.url}/course`, getSeconds);
    console.log(
      show(`${label}: GET /api/v1/levels`, levels) +
        `: ${(course.bytes.length / 1024).toFixed(1)} KiB, ${course.encoding ?? 'uncompressed'}`,
    );
    console.log(show(`${label}: GET /healthz`, healthz));
    console.log(show(`${label}: bare Fastify, small JSON`, hello));
    console.log(show(`${label}: bare Fastify, same bytes`, sameBytes));
    const ratio = (m) => (levels.rps / m.rps).toFixed(2);
    console.log(
      `${label}: ratio ${ratio(hello)} (goal ≥ 0.5); ${ratio(sameBytes)} of bare Fastify sending the same bytes; ` +
        `${ratio(healthz)} of this server's /healthz`,
    );
  } finally {
    await bare.stop();
  }
}

async function benchAnswers(label, server) {
  const api = `${server.url}/api/v1`;
  const { levels } = (await callApi('GET', `${api}/levels`)).body;
  const tokens = [];
  for (let i = 0; i < learners; i++)
    tokens.push(await signUpLearner(api, `bench${i}.${Date.now()}@example.com`));
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + answerSeconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      let progress = { level: 1, sublevel: 0 };
      while (Date.now() < deadline) {
        if (!levels[progress.level - 1]) {
          progress = (await callApi('POST', `${api}/me/reset-progress`, undefined, token)).body.progress;
          continue;
        }
        const start = performance.now();
        const res = await callApi('POST', `${api}/me/answer`, rightAnswerBody(levels, progress), token);
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
    `${label}: POST /me/answer, ${learners} learners: ${latencies.length} answers in ${answerSeconds} s ` +
      `(${Math.round(latencies.length / answerSeconds)}/s), p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ` +
      `p99 ${at(0.99)} ms, max ${latencies.at(-1).toFixed(1)} ms, errors ${errors}`,
  );
}

// As in production: NODE_ENV=production, request logs at the default level (to nowhere here).
const startServer = (env) =>
  startAppProcess({
    command: 'server',
    env: { NODE_ENV: 'production', LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_IP: '100000', ...env },
    output: 'ignore',
  });

async function benchOn(label, env) {
  const server = await startServer(env);
  try {
    await benchLevels(label, server);
    await benchAnswers(label, server);
  } finally {
    await server.stop();
  }
}

await benchOn('PGlite', { DATABASE_URL: '' });
const database = await createPostgresDatabase(postgresServer, 'tp_bench');
try {
  await benchOn('PostgreSQL', { DATABASE_URL: database.url });
} finally {
  await database.drop();
}
