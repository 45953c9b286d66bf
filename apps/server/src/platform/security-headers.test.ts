import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

const options: HelmetOptions = {
  crossOriginEmbedderPolicy: false,
  contentSecurityPolicy: { directives: { scriptSrc: ["'self'", 'https://js.stripe.com'] } },
};

/** The headers helmet's own middleware sets on a real response. */
async function helmetOnARealResponse(): Promise<Record<string, unknown>> {
  const middleware = helmet(options);
  const server = http.createServer((req, res) => middleware(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return Object.fromEntries(
      [...res.headers].filter(
        ([name]) =>
          !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
      ),
    );
  } finally {
    server.close();
  }
}

/** An app with the headers, and a route that answers and one that fails under `prefix`. */
function appWithRoutes(prefix: string) {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app, options, { apiPrefix: '/api/', production: true });
  app.get(`${prefix}/ok`, async () => ({ ok: true }));
  app.get(`${prefix}/fails`, async () => {
    throw new Error('boom');
  });
  return app;
}

describe('security headers', () => {
  it('are those helmet sets on every answer outside the API: a route, an error and an unknown path', async () => {
    const expected = await helmetOnARealResponse();
    expect(expected['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(expected['x-content-type-options']).toBe('nosniff');

    const app = appWithRoutes('');
    for (const url of ['/ok', '/fails', '/nowhere']) {
      const res = await app.inject(url);
      expect(res.headers).toMatchObject(expected);
    }
  });

  it('are the few that apply to data on API answers, an error and an unknown API path included', async () => {
    const page = await helmetOnARealResponse();
    const app = appWithRoutes('/api');
    for (const url of ['/api/ok', '/api/fails', '/api/nowhere']) {
      const { headers } = await app.inject(url);
      expect(headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': page['strict-transport-security'],
        'referrer-policy': 'no-referrer',
      });
      for (const pageOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
      ]) {
        expect(headers[pageOnly], pageOnly).toBeUndefined();
      }
    }
  });

  it('hold no Strict-Transport-Security outside production, which answers plain HTTP', async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app, options, { apiPrefix: '/api/', production: false });
    app.get('/api/ok', async () => ({ ok: true }));
    for (const url of ['/api/ok', '/page', '/api/nowhere']) {
      const { headers } = await app.inject(url);
      expect(headers['strict-transport-security'], url).toBeUndefined();
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('give way to a route that sets its own', async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app, options, { apiPrefix: '/api/', production: true });
    app.get('/media', async (_request, reply) =>
      reply.header('content-security-policy', 'sandbox').send('x'),
    );
    expect((await app.inject('/media')).headers['content-security-policy']).toBe('sandbox');
  });
});
