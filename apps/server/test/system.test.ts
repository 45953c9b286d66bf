import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { allEndpoints } from '@tp/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { posts, users } from '../src/db/schema';
import { createFirstAdmin } from '../src/modules/accounts/first-admin';
import { pageWithRender } from '../src/platform/first-visit-pages';
import { createTestApp, openTestDatabase, signUp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An app whose database has gone away, so every query fails. */
async function appWithClosedDatabase() {
  const database = await openTestDatabase();
  const app = await buildApp({ config: t.config, db: database.db, jwtSecret: 'y'.repeat(48), logger: false });
  await database.close();
  return app;
}

describe('the request log', () => {
  /** The JSON lines an app logging at `level` writes while answering `urls`. */
  async function logLines(level: string, urls: string[]) {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = await buildApp({
      config: t.config,
      db: t.db,
      jwtSecret: 'y'.repeat(48),
      logger: { level, stream },
    });
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return { done: true };
    });
    for (const url of urls) await app.inject(url);
    await app.close();
    return lines.filter((line) => line.reqId);
  }

  it('writes one JSON line per failed request, once answered, with its id, method, path, status and time', async () => {
    const requests = await logLines('info', ['/healthz', '/api/v1/no-such-route', '/api/v1/me']);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/no-such-route' },
      res: { statusCode: 404 },
    });
    expect(requests[1]).toMatchObject({ req: { url: '/api/v1/me' }, res: { statusCode: 401 } });
    expect(requests[0]?.reqId).not.toBe(requests[1]?.reqId);
    expect(typeof requests[0]?.responseTime).toBe('number');
  });

  it('writes a warning for a slow answer', async () => {
    const requests = await logLines('warn', ['/healthz', '/slow']);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ level: 40, msg: 'slow request', req: { url: '/slow' } });
    expect(requests[0]?.responseTime).toBeGreaterThanOrEqual(1000);
  });

  it('writes a line for every request at the debug level, successful ones at that level', async () => {
    const requests = await logLines('debug', ['/healthz', '/api/v1/no-such-route']);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ level: 20, req: { url: '/healthz' }, res: { statusCode: 200 } });
  });
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('reports 503 when the database is gone', async () => {
    const app = await appWithClosedDatabase();
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await app.close();
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('serves a bodyless call labelled JSON, and still refuses an empty body where one is needed', async () => {
    const { token } = await signUp(t.app);
    const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/me/reset-progress', headers: json });
    expect(reset.statusCode).toBe(200);
    const signin = await t.app.inject({ method: 'POST', url: '/api/v1/signin', headers: json });
    expect(signin.statusCode).toBe(400);
    expect(signin.json().error.code).toBe('validation_failed');
    const prototype = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin',
      headers: json,
      payload: '{"__proto__": {"role": "admin"}}',
    });
    expect(prototype.statusCode).toBe(400);
  });

  it('hides the internals of an unexpected failure and returns an id', async () => {
    const app = await appWithClosedDatabase(); // every query now fails unexpectedly
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/signin',
      payload: { email: 'a@example.com', password: 'whatever1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toEqual({
      code: 'internal',
      message: expect.any(String),
      id: expect.any(String),
    });
    expect(res.body).not.toMatch(/pglite|postgres|stack|closed/i);
    await app.close();
  });
});

describe('OpenAPI document', () => {
  it('documents every endpoint of the contract', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, object> };
    for (const e of allEndpoints) {
      const openApiPath = e.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[openApiPath], openApiPath).toHaveProperty(e.method.toLowerCase());
    }
  });

  it('serves the documentation page', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBeLessThan(400);
  });

  it('is not shown in production unless configured', async () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48), PAYMENTS_TEST_MODE: 'false' };
    for (const [env, status] of [
      [production, 404],
      [{ ...production, API_DOCS: 'true' }, 200],
      [{ API_DOCS: 'false' }, 404],
    ] as const) {
      const app = await createTestApp(env, { sharing: t });
      expect((await app.app.inject('/api/docs')).statusCode, JSON.stringify(env)).toBe(status);
      expect((await app.app.inject('/api/docs/json')).statusCode, JSON.stringify(env)).toBe(status);
      await app.close();
    }
  });
});

describe('what pages may use', () => {
  it('lets the recorders use the microphone on our own pages only, and nothing else of the device', async () => {
    const { headers } = await t.app.inject('/');
    const policy = String(headers['permissions-policy']);
    expect(policy).toContain('microphone=(self)');
    expect(policy).toContain('camera=()');
    expect(policy).toContain('geolocation=()');
    expect(policy).toContain('payment=(self)');
    // Data answers are no documents: they need none.
    expect((await t.app.inject('/api/v1/levels')).headers['permissions-policy']).toBeUndefined();
  });

  it('takes styles from our own origin, not from any HTTPS address', async () => {
    const csp = String((await t.app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).not.toContain('https:');
  });
});

/**
 * An app serving a build made of these files (paths under the build folder; the server renderer
 * beside it, as the web build writes it, is `../dist-ssr/…`).
 */
async function appServing(files: Record<string, string | Buffer>) {
  const dist = path.join(await mkdtemp(path.join(tmpdir(), 'tp-web-')), 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(dist, '..', 'dist-ssr'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), content);
  }
  const app = await buildApp({ config: t.config, db: t.db, jwtSecret: 'y'.repeat(48), webDist: dist });
  return { inject: app.inject.bind(app), db: t.db, close: () => app.close() };
}

describe('web app', () => {
  const page = '<!doctype html><title>TP</title>';
  const script = 'console.log(1)';

  it('serves the page for client routes and caches hashed assets for a year', async () => {
    const app = await appServing({ 'index.html': page, 'assets/app-abc123.js': script });

    const html = await app.inject('/profile');
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<title>TP</title>');
    expect(html.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/api/v1/unknown')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/profile' })).statusCode).toBe(404);
    await app.close();
  });

  it('sends the keyboard layouts as downloads, each with its type', async () => {
    const app = await appServing({
      'index.html': page,
      'keyboards/tp-phonetic.xkb': 'xkb_symbols',
      'keyboards/TP-Phonetic.keylayout': '<keyboard/>',
      'keyboards/tp-phonetic.klc': Buffer.from('\ufeffKBD', 'utf16le'),
      'keyboards/tp-phonetic.ahk': '#Requires AutoHotkey v2.0',
    });
    for (const [name, type] of [
      ['tp-phonetic.xkb', 'text/plain; charset=utf-8'],
      ['TP-Phonetic.keylayout', 'application/xml; charset=utf-8'],
      ['tp-phonetic.klc', 'text/plain; charset=utf-16le'],
      ['tp-phonetic.ahk', 'text/plain; charset=utf-8'],
    ]) {
      const res = await app.inject(`/keyboards/${name}`);
      expect([res.statusCode, res.headers['content-type'], res.headers['content-disposition']]).toEqual([
        200,
        type,
        `attachment; filename="${name}"`,
      ]);
    }
    expect((await app.inject('/keyboards/tp-phonetic.klc')).rawPayload).toEqual(
      Buffer.from('\ufeffKBD', 'utf16le'),
    );
    await app.close();
  });

  it('answers an address it cannot decode with the app’s page, and the API with its JSON error', async () => {
    const app = await appServing({ 'index.html': page });

    for (const url of ['/%E0%A4%A', '/profile/%E0%A4%A?from=mail', '/%']) {
      const html = await app.inject(url);
      expect(html.statusCode, url).toBe(400);
      expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html.body).toBe(page);
      // The page's own security headers, as on any other page.
      expect(html.headers['content-security-policy']).toContain("script-src 'self'");
      expect(html.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/levels/%E0%A4%A' },
      { method: 'GET' as const, url: '/api/update-premium-status%E0%A4%A' },
      { method: 'POST' as const, url: '/%E0%A4%A' },
    ]) {
      const json = await app.inject(request);
      expect(json.statusCode, request.url).toBe(400);
      expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(json.json()).toEqual({
        error: { code: 'bad_request', message: 'This address is not a valid URL.' },
      });
    }
    expect((await app.inject('/api/v1/levels/%E0%A4%A')).headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    await app.close();
  });

  it('answers an address it cannot decode with JSON when there is no build', async () => {
    const res = await t.app.inject('/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('sends the build’s compressed copy of a file to browsers that take it', async () => {
    const app = await appServing({
      'index.html': page,
      'index.html.gz': gzipSync(page),
      'assets/app-abc123.js': script,
      'assets/app-abc123.js.br': brotliCompressSync(script),
    });

    const brotli = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    // No gzip copy of this one: it goes as it is.
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const html = await app.inject({ url: '/profile', headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(html.headers['content-type']).toContain('text/html');
    expect(gunzipSync(html.rawPayload).toString()).toBe(page);
    await app.close();
  });
});

describe('a first visit’s pages', () => {
  const template = '<!doctype html><title>TP</title><div id="root"></div>';
  // The web build's server renderer, as the server loads it: it renders three pages, says what it
  // was given, and how often it was asked.
  const renderer = (body: string) => `
    export const pageDataElementId = 'tp-page-data';
    export const firstVisitPages = { '/': 'course', '/login': null, '/blog': 'posts' };
    let renders = 0;
    export async function renderPage(path, data) { ${body} }`;
  const counting = renderer(`
    renders += 1;
    const shown = data.course ? data.course.levels.length + ' levels' : data.posts ? data.posts.posts.map((p) => p.title).join() : '';
    return { html: '<main>' + path + ' ' + shown + ', render ' + renders + '</main>', pageData: data };`);
  /** The page's parts: what is in its root, and the data it carries. */
  const parts = (body: string) => {
    const match = body.match(
      /<div id="root">(.*)<\/div><script type="application\/json" id="tp-page-data">(.*)<\/script>$/,
    );
    return match && { html: match[1], data: JSON.parse(match[2] ?? '') };
  };

  it('are rendered for a browser that has stored nothing, with their data, each once per version of it', async () => {
    const app = await appServing({ 'index.html': template, '../dist-ssr/server-render.js': counting });
    const course = await app.inject('/api/v1/levels');
    const siteInfo = (await app.inject('/api/v1/site-info')).json();

    const first = await app.inject('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('accept-encoding, cookie');
    const levels = (course.json() as { levels: unknown[] }).levels.length;
    expect(first.body.startsWith('<!doctype html><title>TP</title><div id="root">')).toBe(true);
    expect(parts(first.body)).toEqual({
      html: `<main>/ ${levels} levels, render 1</main>`,
      data: { siteInfo, course: course.json() },
    });
    const again = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
    expect(
      (await app.inject({ url: '/', headers: { 'if-none-match': first.headers.etag } })).statusCode,
    ).toBe(304);

    // A page that shows nothing admins change: the site's details only, rendered once.
    const login = await app.inject('/login');
    expect(parts(login.body)).toEqual({ html: '<main>/login , render 2</main>', data: { siteInfo } });
    expect((await app.inject('/login')).body).toBe(login.body);

    // The blog is rendered again once a post is written.
    expect(parts((await app.inject('/blog')).body)?.html).toBe('<main>/blog , render 3</main>');
    expect(parts((await app.inject('/blog')).body)?.html).toBe('<main>/blog , render 3</main>');
    await app.db.insert(posts).values({ title: 'Hello', content: 'First post.', author: 'TP' });
    const blog = parts((await app.inject('/blog')).body);
    expect(blog?.html).toBe('<main>/blog Hello, render 4</main>');
    expect(blog?.data.posts).toEqual((await app.inject('/api/v1/posts')).json());

    // Anything stored, a query, a page not rendered: the page as built, which the browser renders.
    for (const request of [
      { url: '/', headers: { cookie: 'theme=x; tp_stored=1' } },
      { url: '/login', headers: { cookie: 'tp_stored=1' } },
      { url: '/?token=abc' },
      { url: '/login?next=%2Fcheckout' },
      { url: '/profile' },
      { url: '/constructor' },
    ]) {
      expect((await app.inject(request)).body).toBe(template);
    }
    await app.close();
  });

  it('fall back to the page as built when they cannot be rendered', async () => {
    const app = await appServing({
      'index.html': template,
      '../dist-ssr/server-render.js': renderer("throw new Error('no DOM here');"),
    });
    for (const url of ['/', '/login']) {
      const page = await app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(template);
    }
    await app.close();
  });

  it('carry data whose text cannot end their script element', () => {
    const data = { levels: [{ texts: ['</script><script>alert(1)</script> & more'] }] };
    const page = pageWithRender(template, '<main></main>', data, 'tp-page-data');
    const script = page.slice(page.indexOf('<script type="application/json"'));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<script>');
    const carried = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(carried)).toEqual(data);
  });
});

describe('first admin', () => {
  // One database, emptied of accounts before each test.
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  beforeEach(() => database.db.delete(users));
  afterAll(() => database.close());

  it('is created once, on an empty database only', async () => {
    const first = await createFirstAdmin(database.db, 'Boss@Example.com', undefined);
    expect(first).toMatchObject({ email: 'boss@example.com', generated: true });
    expect(first?.password.length).toBeGreaterThanOrEqual(16);
    expect(await createFirstAdmin(database.db, 'other@example.com', 'another password')).toBeNull();
  });

  it('refuses a chosen password that breaches made common, and creates no one', async () => {
    await expect(createFirstAdmin(database.db, 'boss@example.com', 'PASSWORD123')).rejects.toThrow(
      'ADMIN_PASSWORD is too common: choose one that is harder to guess.',
    );
    expect(await createFirstAdmin(database.db, 'boss@example.com', undefined)).toMatchObject({
      generated: true,
    });
  });

  it('refuses a chosen password too easy to guess, and creates no one', async () => {
    for (const password of ['Passw0rd!', 'boss@example.com1']) {
      await expect(createFirstAdmin(database.db, 'boss@example.com', password)).rejects.toThrow(
        'ADMIN_PASSWORD is too easy to guess: choose a longer one, without the admin e-mail address or common words.',
      );
    }
    expect(await createFirstAdmin(database.db, 'boss@example.com', 'a long and quiet river')).toMatchObject({
      generated: false,
    });
  });

  it('signs in as admin with the printed password', async () => {
    const admin = await createFirstAdmin(database.db, 'boss@example.com', 'chosen password');
    const app = await buildApp({
      config: t.config,
      db: database.db,
      jwtSecret: 'y'.repeat(48),
      logger: false,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/signin',
      payload: { email: admin?.email, password: 'chosen password' },
    });
    expect(res.json().user).toMatchObject({ role: 'admin', verified: true });
    await app.close();
  });
});

describe('configuration', () => {
  it('has safe embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, appUrl: 'http://localhost:3000' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.pgliteDir).toBe(path.resolve('data', 'db'));
  });

  it('trusts a number of proxies or their addresses, never every forwarded address', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,loopback,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'loopback',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust addresses the client writes/,
    );
    for (const bad of ['10.0.0.0/33', 'proxy.example', '1.2.3', '-1'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY: must be false, a number of proxies/,
      );
  });

  it('refuses networks wider than a proxy fleet, however they are written', () => {
    for (const everyone of [
      '0.0.0.0/0',
      '::/0',
      '10.1.2.3/00',
      '10.0.0.1, 192.168.0.0/000',
      '2001:db8::/0',
      '::ffff:0.0.0.0/96',
      '::ffff:0:0/96',
      '::/80',
      '0.0.0.0/1,128.0.0.0/1',
      '10.0.0.0/7',
      '2001::/15',
      'fc00::/6',
      '::ffff:0:0/97',
      '::ffff:10.0.0.0/103',
    ])
      expect(() => loadConfig({ TRUST_PROXY: everyone }), everyone).toThrow(
        /TRUST_PROXY: a network wider than an IPv4 \/8 or an IPv6 \/16 \(such as 0\.0\.0\.0\/0 or ::\/0\) would trust addresses clients write/,
      );
    expect(
      loadConfig({ TRUST_PROXY: '::ffff:10.0.0.0/104,10.0.0.0/8,2600:1f00::/24,2001:db8::/16,fc00::/7' })
        .TRUST_PROXY,
    ).toHaveLength(5);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET/,
    );
  });

  it('takes payments in test mode only when no provider is configured, and never in production', () => {
    expect(loadConfig({}).paymentsTestMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).paymentsTestMode).toBe(false);
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PREMIUM_PRICE: '4.99',
    };
    expect(loadConfig(stripe).paymentsTestMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }).paymentsTestMode).toBe(true);
    expect(() => loadConfig({ ...stripe, PAYMENTS_TEST_MODE: 'true' })).toThrow(/PAYMENTS_TEST_MODE/);
  });

  it('wants each provider’s keys together, and a price Stripe accepts', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_WEBHOOK_SECRET[\s\S]*PREMIUM_PRICE: must be at least 0.50/,
    );
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(
      /PAYPAL_CLIENT_SECRET[\s\S]*PAYPAL_WEBHOOK_ID/,
    );
    expect(() => loadConfig({ PREMIUM_PRICE: '0' })).toThrow(/PREMIUM_PRICE/);
    expect(loadConfig({ PREMIUM_CURRENCY: 'eur' }).PREMIUM_CURRENCY).toBe('EUR');
  });

  it('turns sign-in providers on only when configured, Google with both its client id and secret', () => {
    expect(loadConfig({})).toMatchObject({ google: null, apple: null });
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', APPLE_CLIENT_ID: 'web' }),
    ).toMatchObject({
      google: { clientId: 'id', clientSecret: 'secret', issuerUrl: 'https://accounts.google.com' },
      apple: { clientId: 'web', jwksUrl: 'https://appleid.apple.com/auth/keys' },
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });
});
