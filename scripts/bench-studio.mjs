// `npm run bench:studio`: the dashboard with a large course. Needs a built app (`npm run build`).
// Starts the server (NODE_ENV=production) on a fresh PostgreSQL database (on the server of
// POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres, dropped at the end), grows the demo course
// through the admin API to LEVELS levels (default 500; half of the new ones published) and SOUNDS
// sounds (default 2,000, each new one named after a demo sound with a number, so names repeat
// words), then opens the dashboard in Chromium (Playwright, /usr/bin/chromium) RUNS times (default
// 3) and reports the medians of:
// - the levels tab as a table: from navigation until its first row is drawn, and until the search
//   box has answered a first keystroke (the page is interactive);
// - a search typed into it ('hello'): from the input event until the count under the box says what
//   it found, and the next frame is drawn; then clearing it;
// - the levels tab as cards, until the first card is drawn;
// - the last level found by its number, and its editor opened: from the click until its sound picker lists sounds, and a search
//   in the picker until its count changes;
// - the sounds tab: until the first card is drawn, and a search until its count changes;
// - the insights tab: from the click until its first level is drawn.
// Before the visits, LEARNERS learners (default 10,000) are written into the database with what
// ANSWERS answers (default 1,000,000) leave behind (`seedAnswers`); the API's insights and answer
// figures per level are also timed on their own (median of 20 calls each, one at a time).
// `--json` prints the figures as JSON too.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppProcess } from '@tp/testing/app-process';
import { callApi } from '@tp/testing/http-learner';
import { createPostgresDatabase } from '@tp/testing/postgres';
import pg from 'pg';
import { chromium } from 'playwright';
import { machineLine, median } from './bench-common.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const runs = Number(process.env.RUNS ?? 3);
const levelCount = Number(process.env.LEVELS ?? 500);
const soundCount = Number(process.env.SOUNDS ?? 2000);
const learnerCount = Number(process.env.LEARNERS ?? 10_000);
const answerCount = Number(process.env.ANSWERS ?? 1_000_000);
const postgresUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const admin = { email: 'admin@bench.test', password: 'admin password bench' };
const soundsPerLevel = 4;
const concurrency = 8;

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
console.log(`${machineLine()}\n`);

/** Runs `task` on each item, `concurrency` at a time. */
async function inParallel(items, task) {
  const queue = [...items.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await task(next[1], next[0]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** An API call that must succeed. */
async function must(method, url, body, token) {
  const reply = await callApi(method, url, body, token);
  if (reply.status >= 300) throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** The demo course grown to `levelCount` levels and `soundCount` sounds, as an admin would. */
async function seed(api, token) {
  const { sounds: demo } = await must('GET', `${api}/sounds`, undefined, token);
  const extra = Array.from(
    { length: Math.max(0, soundCount - demo.length) },
    (_, i) => demo[i % demo.length],
  );
  const made = [];
  await inParallel(extra, async (base, i) => {
    const { sound } = await must(
      'POST',
      `${api}/create-sound`,
      // The demo's files lie in sub-folders, which a link may not name: each copy links to an address.
      {
        name: `${base.name} ${i + 1}`,
        answer: base.answer,
        sound: `https://media.bench.test/${i + 1}.mp3`,
      },
      token,
    );
    made[i] = sound._id;
  });
  const { levels } = await must('GET', `${api}/admin/levels`, undefined, token);
  const ids = [...demo.map((sound) => sound._id), ...made];
  for (let number = levels.length + 1; number <= levelCount; number++) {
    const { newLevel: level } = await must(
      'POST',
      `${api}/create-level`,
      { level: number, type: 'sound' },
      token,
    );
    const sounds = Array.from(
      { length: soundsPerLevel },
      (_, k) => ids[(number * soundsPerLevel + k) % ids.length],
    );
    await must('PUT', `${api}/levels/update-sound/${level._id}`, { sounds, imageId: null }, token);
    if (number % 2 === 0)
      await must('PUT', `${api}/levels/${level._id}/settings`, { published: true }, token);
  }
  const course = await must('GET', `${api}/admin/levels`, undefined, token);
  const all = await must('GET', `${api}/sounds`, undefined, token);
  return { levels: course.levels.length, sounds: all.sounds.length };
}

/**
 * `learnerCount` learners and what `answerCount` answers leave in the tables the answers keep
 * (`answer-statement.ts`), written in SQL: the API would take hours. Learner n played the first
 * 1 + n mod 40 published sound levels in order, each item once right, and missed it once first in
 * a share of plays that grows with the item (as tried, the rest of the answers); of their last
 * level they finished only the first n mod 5 items (all four: the level). A miss types one of
 * the item's symbols as another, of eight, so an item gathers a few dozen distinct wrong answers.
 */
async function seedAnswers(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (name, email) select 'Learner ' || n, 'learner' || n || '@bench.test' from generate_series(1, $1::int) n`,
      [learnerCount],
    );
    const plays = `with learners as (
        select id, row_number() over (order by email) as n from users where email like 'learner%@bench.test'
      ), course as (
        select id, row_number() over (order by level) as rank from levels where published and type = 'sound'
      )
      select u.id as user_id, u.n, c.id as level_id, c.rank, ls.position, ls.sound_id as item_id, s.answer,
        c.rank = 1 + u.n % 40 as last,
        -- A fixed draw per play in [0, 1000).
        abs(hashtext(u.id::text || ls.sound_id::text)) % 1000 as draw
      from learners u
      join course c on c.rank <= 1 + u.n % 40
      join level_sounds ls on ls.level_id = c.id
      join sounds s on s.id = ls.sound_id`;
    await client.query(`create temporary table plays as ${plays}`);
    const [{ count: playCount }] = (await client.query('select count(*)::int as count from plays')).rows;
    // The share of plays missed once, so that plays and misses make `answerCount` answers.
    const missShare = Math.min(0.9, Math.max(0, (answerCount - playCount) / playCount));
    await client.query('alter table plays add column missed boolean');
    await client.query(
      'update plays set missed = draw < $1::float * 1000 * (0.5 + (abs(hashtext(item_id::text)) % 100) / 100.0)',
      [missShare],
    );
    await client.query(
      `insert into item_first_tries (user_id, level_id, item_id, correct)
       select user_id, level_id, item_id, not missed from plays`,
    );
    // The last level stops after the first n mod 5 items.
    await client.query(
      `insert into completed_items (user_id, level_id, item)
       select user_id, level_id, item_id::text from plays where not last or position < n % 5`,
    );
    await client.query(
      `insert into completed_levels (user_id, level_id)
       select distinct user_id, level_id from plays where not last or n % 5 = 4`,
    );
    await client.query(
      `insert into wrong_answers (level_id, item_id, answer, count, missed)
       select level_id, item_id, answer, count(*), array[symbol] from (
         select level_id, item_id,
           overlay(answer placing (array['ə','ɪ','i','æ','ʌ','s','ʃ','θ'])[1 + draw % 8] from 1 + draw % length(answer) for 1) as answer,
           substr(answer, 1 + draw % length(answer), 1) as symbol
         from plays where missed
       ) typed
       where typed.answer <> (select s.answer from sounds s where s.id = typed.item_id)
       group by level_id, item_id, answer, symbol
       on conflict (level_id, item_id, answer) do update set count = wrong_answers.count + excluded.count`,
    );
    const [{ misses }] = (await client.query('select count(*)::int as misses from plays where missed')).rows;
    await client.query('vacuum analyze');
    return { learners: learnerCount, answers: playCount + misses };
  } finally {
    await client.end();
  }
}

/** Milliseconds since the page's navigation started, once `locator` is visible. */
async function shownAt(page, locator) {
  await locator.first().waitFor({ state: 'visible', timeout: 60_000 });
  return page.evaluate(() => performance.now());
}

/**
 * Types `text` into the search box labelled `label` as one input event, and measures in the page
 * until the count under it (the first `role=status` after it) says something else and a frame is drawn.
 */
async function searchTime(page, label, text) {
  return page.evaluate(
    ([label, text]) =>
      new Promise((resolve, reject) => {
        const input = [...document.querySelectorAll('input[type=search]')].find(
          (element) => element.labels?.[0]?.textContent === label,
        );
        const status = [...document.querySelectorAll('[role=status]')].find(
          (element) => input && input.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        if (!input || !status) return reject(new Error(`no search box ${label}`));
        const before = status.textContent;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (status.textContent === before) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(status, { childList: true, characterData: true, subtree: true });
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    [label, text],
  );
}

/** One visit of the dashboard in a fresh browser context, signed in as the admin. */
async function visit(browser, url, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(([token, user]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', user);
    localStorage.setItem('hasSeenModal', 'true');
    // The table first; the cards once the run chooses them.
    if (!localStorage.getItem('adminLevelsView')) localStorage.setItem('adminLevelsView', 'table');
  }, session);
  const page = await context.newPage();
  const figures = {};
  try {
    await page.goto(`${url}/dashboard`);
    const levelSearch = 'Search levels by number or word';
    figures.tableFirstRow = await shownAt(
      page,
      page.getByRole('button', { name: 'Edit level 1', exact: true }),
    );
    const box = page.getByRole('searchbox', { name: levelSearch });
    await box.pressSequentially('§');
    await page.getByText('No levels match “§”.').waitFor();
    figures.tableInteractive = await page.evaluate(() => performance.now());
    await searchTime(page, levelSearch, '');
    figures.tableSearch = await searchTime(page, levelSearch, 'hello');
    figures.tableClear = await searchTime(page, levelSearch, '');

    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    await page.reload();
    figures.cardsFirstCard = await shownAt(page, page.getByRole('heading', { name: 'Level 1', exact: true }));
    await page.getByRole('button', { name: 'Table', exact: true }).click();

    figures.tableNumber = await searchTime(page, levelSearch, String(size.levels));
    const openStart = Date.now();
    await page.getByRole('button', { name: `Edit level ${size.levels}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Edit level ${size.levels}` });
    await dialog.getByRole('checkbox').first().waitFor({ timeout: 60_000 });
    figures.editorSounds = Date.now() - openStart;
    figures.pickerSearch = await searchTime(page, 'Search sounds by name or answer', 'hello');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('button', { name: 'Audios' })
      .click();
    const tabStart = Date.now();
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .waitFor({ timeout: 60_000 });
    figures.soundsFirstCard = Date.now() - tabStart;
    figures.soundsSearch = await searchTime(page, 'Search sounds by name or answer', 'hello');

    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('button', { name: 'Insights' })
      .click();
    const insightsStart = Date.now();
    await page
      .getByRole('heading', { name: /^Level \d+$/ })
      .first()
      .waitFor({ timeout: 60_000 });
    figures.insightsFirstLevel = Date.now() - insightsStart;
  } finally {
    await context.close();
  }
  return figures;
}

/** The median time of `count` calls of `url`, one after the other, and the last reply's size. */
async function apiTime(url, token, count = 20) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const reply = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await reply.text();
    if (!reply.ok) throw new Error(`GET ${url}: ${reply.status} ${body}`);
    times.push(performance.now() - start);
    bytes = body.length;
  }
  return { ms: median(times), bytes };
}

const database = await createPostgresDatabase(postgresUrl, 'tp_bench');
const server = await startAppProcess({
  env: {
    NODE_ENV: 'production',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DATABASE_URL: database.url,
  },
  output: 'ignore',
}).catch(async (error) => {
  await database.drop();
  throw error;
});
const results = [];
let size;
const apiFigures = {};
try {
  const base = `${server.url}/api/v1`;
  const { token, user } = await must('POST', `${base}/signin`, admin);
  const seedStart = performance.now();
  size = await seed(base, token);
  console.log(
    `Seeded ${size.levels} levels and ${size.sounds} sounds in ${((performance.now() - seedStart) / 1000).toFixed(0)} s.`,
  );
  const answersStart = performance.now();
  Object.assign(size, await seedAnswers(database.url));
  console.log(
    `Seeded ${size.learners} learners and ${size.answers} answers in ${((performance.now() - answersStart) / 1000).toFixed(0)} s.`,
  );
  // A first call of each fills PostgreSQL's caches; it is not counted.
  for (const [key, path] of [
    ['insights', '/admin/insights'],
    ['answerStats', '/admin/levels/answer-stats'],
  ]) {
    await apiTime(`${base}${path}`, token, 1);
    apiFigures[key] = await apiTime(`${base}${path}`, token);
    console.log(`GET ${path}: ${Math.round(apiFigures[key].ms)} ms (median of 20)`);
  }
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // A first visit fills the server's caches; it is not counted.
    await visit(browser, server.url, [token, JSON.stringify(user)]);
    for (let i = 0; i < runs; i++)
      results.push(await visit(browser, server.url, [token, JSON.stringify(user)]));
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  await database.drop();
}

const labels = {
  tableFirstRow: 'levels table: first row drawn (from navigation)',
  tableInteractive: 'levels table: search box answers a keystroke (from navigation)',
  tableSearch: 'levels table: search "hello" filters',
  tableClear: 'levels table: clearing the search',
  cardsFirstCard: 'levels cards: first card drawn (from navigation)',
  tableNumber: 'levels table: search for the last level by number',
  editorSounds: 'level editor: sound picker listed (from the click)',
  pickerSearch: 'level editor: sound search "hello" filters',
  soundsFirstCard: 'sounds tab: first card drawn (from the click)',
  soundsSearch: 'sounds tab: search "hello" filters',
  insightsFirstLevel: 'insights tab: first level drawn (from the click)',
};
const medians = Object.fromEntries(
  Object.keys(labels).map((key) => [key, median(results.map((r) => r[key]))]),
);
console.log(
  `\n${size.levels} levels, ${size.sounds} sounds, ${size.learners} learners, ${size.answers} answers on PostgreSQL`,
);
console.log(`API, median of 20 calls:`);
console.log(
  `${'GET /admin/insights'.padEnd(64)} ${`${Math.round(apiFigures.insights.ms)} ms`.padStart(8)}  (${Math.round(apiFigures.insights.bytes / 1024)} KB)`,
);
console.log(
  `${"GET /admin/levels/answer-stats (the levels table's drop-off)".padEnd(64)} ${`${Math.round(apiFigures.answerStats.ms)} ms`.padStart(8)}  (${Math.round(apiFigures.answerStats.bytes / 1024)} KB)`,
);
console.log(`Dashboard, median of ${runs} runs (runs in brackets):`);
for (const [key, label] of Object.entries(labels)) {
  const each = results.map((r) => Math.round(r[key])).join(', ');
  console.log(`${label.padEnd(64)} ${`${Math.round(medians[key])} ms`.padStart(8)}  (${each})`);
}
if (process.argv.includes('--json'))
  console.log(JSON.stringify({ size, api: apiFigures, medians, runs: results }, null, 2));
