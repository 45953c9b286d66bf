import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const apiPrefixes = ['/api/', '/healthz', '/readyz', '/media/'];

/**
 * Serves the built single-page app from `distDir` (hashed assets cached for a year, the page
 * itself revalidated, each in the build's Brotli or gzip copy when the browser takes it) and
 * answers every other unknown GET with the page, so that client-side routes load. Unknown API
 * paths, and everything when there is no build, get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const index = distDir && existsSync(path.join(distDir, 'index.html')) ? distDir : null;
  if (index) {
    await app.register(fastifyStatic, {
      root: index,
      wildcard: false,
      index: false,
      // The `.br` and `.gz` copies the build writes beside its files (vite.config.ts).
      preCompressed: true,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      index &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !apiPrefixes.some((p) => url.startsWith(p));
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .code(404)
      .send({ error: { code: 'not_found', message: `No route for ${request.method} ${url}.` } });
  });
}
