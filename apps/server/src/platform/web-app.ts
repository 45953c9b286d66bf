import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { storedCookie } from '@tp/contract/constants';
import type { FastifyInstance } from 'fastify';
import { firstScreenPage } from './first-screen';
import { type Precompressed, sendPrecompressed } from './precompressed';

const apiPrefixes = ['/api/', '/healthz', '/readyz', '/media/'];

const hasStored = (cookie = '') =>
  cookie.split(';').some((part) => part.trim().startsWith(`${storedCookie}=`));

/**
 * Serves the built single-page app from `distDir` (hashed assets cached for a year, the page
 * itself revalidated, each in the build's Brotli or gzip copy when the browser takes it) and
 * answers every other unknown GET with the page, so that client-side routes load. A browser that
 * has stored nothing gets `/` with its first screen in it (`first-screen.ts`), rendered from
 * `course`. Unknown API paths, and everything when there is no build, get a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
  course: () => Promise<Precompressed>,
): Promise<void> {
  const index = distDir && existsSync(path.join(distDir, 'index.html')) ? distDir : null;
  const firstScreen = index ? await firstScreenPage(index, course, app.log) : null;
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
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      index &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !apiPrefixes.some((p) => url.startsWith(p));
    if (!wantsPage) {
      return reply
        .code(404)
        .send({ error: { code: 'not_found', message: `No route for ${request.method} ${url}.` } });
    }
    reply.header('cache-control', 'no-cache');
    // Only the bare address: a query (a sign-in token, say) changes what the first screen shows.
    const page = request.url === '/' && !hasStored(request.headers.cookie) ? await firstScreen?.() : null;
    if (page) return sendPrecompressed(request, reply, page, 'accept-encoding, cookie');
    return reply.sendFile('index.html');
  });
}
