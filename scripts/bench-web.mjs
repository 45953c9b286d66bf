// `npm run bench:web`: Lighthouse performance of the built app, as a first-time guest sees it.
// Needs a built app (`npm run build`). Starts the server (NODE_ENV=production) on a free port with a
// throwaway data folder and warms it up with a few requests, then runs Lighthouse in Chromium on
// each route, with its mobile (default) and desktop settings, RUNS times each (default 3; single
// runs are noisy) and reports the medians.
// Each run gets a fresh browser profile, so the how-to-play modal opens as on a real first visit.
// The JS and CSS each route loads are the files in Lighthouse's network-requests audit, each
// compressed from apps/web/dist with gzip level 9, as the first-screen budget test measures them;
// beside them, the bytes the server actually sent for those files (its compression, or none).
// `--json` prints the figures as JSON too; BENCH_JSON=path writes them to a file; ROUTES=/,/about
// measures those routes (by default /, /login, /signup and /about). The goal, on mobile, is a score
// of at least 95 and a largest paint within 2 s on every route.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startAppProcess } from '@tp/testing/app-process';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { machineLine, median } from './bench-common.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const dist = path.join(root, 'apps/web/dist');
const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const routes = process.env.ROUTES?.split(',') ?? ['/', '/login', '/signup', '/about'];
const formFactors = { mobile: undefined, desktop: desktopConfig };
const goalMobileScore = 95;
const goalMobileLcpMs = 2000;

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const cpus = os.cpus();
const loadAverage = os.loadavg();
console.log(`${machineLine()}\n`);

const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * One Lighthouse run in a browser of its own: an empty profile, as a first-time guest has. A run
 * whose trace Lighthouse could not record (it says to run it again) is run again, twice at most.
 */
async function audit(url, config, attemptsLeft = 3) {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  let lhr;
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] },
      config,
    );
    if (!result) throw new Error(`${url}: Lighthouse gave no result`);
    lhr = result.lhr;
  } finally {
    chrome.kill();
  }
  if (!lhr.runtimeError) return lhr;
  const failure = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
  if (attemptsLeft <= 1) throw new Error(failure);
  console.warn(`${failure}; running it again`);
  return audit(url, config, attemptsLeft - 1);
}

/** What Lighthouse took for the largest paint: the element a faster LCP has to paint sooner. */
function lcpElement(lhr) {
  const node = lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.snippet} "${node.nodeLabel}"` : 'none';
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** The route's own JS and CSS files: each gzipped at level 9 from the build, and as sent. */
function assetBytes(lhr, origin) {
  const requests = lhr.audits['network-requests'].details.items.filter(
    (r) => r.url.startsWith(origin) && (r.resourceType === 'Script' || r.resourceType === 'Stylesheet'),
  );
  const sizes = (resourceType) => {
    const files = new Set(
      requests.filter((r) => r.resourceType === resourceType).map((r) => new URL(r.url).pathname),
    );
    const gzip = [...files].reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
      0,
    );
    return { files: files.size, gzipKb: kb(gzip) };
  };
  return {
    js: sizes('Script'),
    css: sizes('Stylesheet'),
    sentKb: kb(requests.reduce((sum, r) => sum + r.transferSize, 0)),
  };
}

// Its start-up notes (the first admin's password among them) would only clutter the figures.
const server = await startAppProcess({ env: { NODE_ENV: 'production' }, output: 'ignore' });
// A server in service has answered these before: warmed up (the course read and cached, the code
// compiled), its first run measures the page rather than the server's first answers.
for (let i = 0; i < 5; i++) {
  for (const url of [...routes, '/api/v1/levels']) {
    await (await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  }
}
const results = [];
let versions = '';
try {
  for (const route of routes) {
    for (const [formFactor, config] of Object.entries(formFactors)) {
      const lhrs = [];
      for (let i = 0; i < runs; i++) lhrs.push(await audit(`${server.url}${route}`, config));
      versions = `Lighthouse ${lhrs[0].lighthouseVersion}, ${lhrs[0].environment.hostUserAgent.match(/Chrome\/[\d.]+/)}`;
      const scores = lhrs.map((lhr) => Math.round(lhr.categories.performance.score * 100));
      results.push({
        route,
        formFactor,
        score: median(scores),
        scores,
        ...Object.fromEntries(
          Object.entries(metrics).map(([key, id]) => [
            key,
            median(lhrs.map((l) => l.audits[id].numericValue)),
          ]),
        ),
        benchmarkIndex: Math.round(median(lhrs.map((l) => l.environment.benchmarkIndex))),
        lcpElement: lcpElement(lhrs[0]),
        ...assetBytes(lhrs[0], server.url),
      });
    }
  }
} finally {
  await server.stop();
}

const ms = (v) => `${Math.round(v)} ms`.padStart(8);
// The route column fits the longest route measured.
const width = Math.max(8, ...routes.map((route) => route.length));
console.log(
  `Performance, median of ${runs} runs each (${versions}):\n` +
    `${'route'.padEnd(width)} form     score (runs)       FCP      LCP      TBT    CLS       SI   JS gzip (files)  CSS gzip (files)  JS+CSS sent`,
);
for (const r of results) {
  console.log(
    `${r.route.padEnd(width)} ${r.formFactor.padEnd(8)} ${String(r.score).padStart(3)} ${`(${r.scores.join(' ')})`.padEnd(
      14,
    )} ${ms(r.fcp)} ${ms(r.lcp)} ${ms(r.tbt)} ${r.cls.toFixed(3).padStart(6)} ${ms(r.si)} ` +
      `${`${r.js.gzipKb} KB (${r.js.files})`.padStart(16)} ${`${r.css.gzipKb} KB (${r.css.files})`.padStart(17)} ` +
      `${`${r.sentKb} KB`.padStart(12)}`,
  );
}
console.log('\nLargest contentful paint (mobile):');
for (const r of results.filter((result) => result.formFactor === 'mobile')) {
  console.log(`${r.route.padEnd(width)} ${r.lcpElement}`);
}
// The goal holds for every route a first-time guest may land on.
console.log(
  `\ngoal: mobile performance ≥ ${goalMobileScore} and LCP ≤ ${goalMobileLcpMs} ms on every route:`,
);
for (const r of results.filter((result) => result.formFactor === 'mobile')) {
  const met = r.score >= goalMobileScore && r.lcp <= goalMobileLcpMs;
  console.log(`${r.route.padEnd(width)} ${r.score}, ${ms(r.lcp).trim()} (${met ? 'met' : 'NOT met'})`);
}
console.log(
  'JS and CSS: the files each page requested (Lighthouse network-requests audit), each gzipped at level 9 ' +
    'from apps/web/dist; "sent": their transfer size as the server sent them.',
);
console.log(
  `Lighthouse's CPU benchmark index on this machine: ${results.map((r) => r.benchmarkIndex).join(', ')} ` +
    `(load average ${loadAverage[0].toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end; ` +
    'a busy machine lowers the scores).',
);

const report = {
  date: new Date().toISOString(),
  machine: { cpu: cpus[0]?.model.trim(), cores: cpus.length, loadAverage, node: process.version },
  versions,
  runs,
  results,
};
if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, `${JSON.stringify(report, null, 2)}\n`);
