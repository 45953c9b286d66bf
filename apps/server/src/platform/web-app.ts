import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { storedCookie } from '@tp/contract/constants';
import { layoutFiles } from '@tp/phonetics/layout-files';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstVisitPages, type PageSources } from './first-visit-pages';
import { sendPrecompressed } from './precompressed';
import type { HeadersFor } from './security-headers';

const apiPrefixes = ['/api/', '/healthz', '/readyz', '/media/'];

/** The keyboard layouts' types by file name: their extensions are ones no MIME table knows. */
const layoutTypes = new Map<string, string>(Object.values(layoutFiles).map((file) => [file.name, file.type]));

const hasStored = (cookie = '') =>
  cookie.split(';').some((part) => part.trim().startsWith(`${storedCookie}=`));

/** Answers a request the router refused before any hook or route ran (Fastify's `frameworkErrors`). */
export type RouterRefusal = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

const wantsPage = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') && !apiPrefixes.some((p) => url.startsWith(p));

/**
 * An address whose path cannot be decoded (`/%E0%A4%A`): the router refuses it before any route,
 * hook or handler, by default with Fastify's own JSON. A browser asking for a page gets the web app
 * instead, with the status of the refusal (it treats the address as any unknown path); the API,
 * and everything when there is no build, get the API's error body. Both with the security headers
 * the hook would have set.
 */
export function routerRefusal(page: Buffer | null, headersFor: HeadersFor): RouterRefusal {
  return (error, request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    reply.code(error.statusCode ?? 400).headers(headersFor(url));
    if (page && wantsPage(request.method, url)) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
      return;
    }
    // A string: the request has no route, so nothing is there to serialize a body.
    reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ error: { code: 'bad_request', message: 'This address is not a valid URL.' } }));
  };
}

/**
 * Serves the built single-page app from `distDir` (hashed assets cached for a year, the page
 * itself revalidated, each in the build's Brotli or gzip copy when the browser takes it, the
 * keyboard layouts as downloads) and
 * answers every other unknown GET with the page, so that client-side routes load. A browser that
 * has stored nothing gets the pages that show every guest the same thing (`/`, the sign-in and
 * site pages) already rendered in it (`first-visit-pages.ts`), from `sources`. Unknown API paths,
 * and everything when there is no build, get a JSON 404. Returns the answer to an address the
 * router cannot decode (`routerRefusal`).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
  sources: PageSources,
  headersFor: HeadersFor,
): Promise<RouterRefusal> {
  const index = distDir && existsSync(path.join(distDir, 'index.html')) ? distDir : null;
  const firstVisit = index ? await firstVisitPages(index, sources, app.log) : null;
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
        const name = path.basename(file);
        const layoutType = layoutTypes.get(name);
        // A layout file is saved, to be installed; it is not for the browser to show.
        if (layoutType)
          res
            .header('content-type', layoutType)
            .header('content-disposition', `attachment; filename="${name}"`);
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!index || !wantsPage(request.method, url)) {
      return reply
        .code(404)
        .send({ error: { code: 'not_found', message: `No route for ${request.method} ${url}.` } });
    }
    reply.header('cache-control', 'no-cache');
    // Only bare addresses are rendered: a query (a sign-in token, a page to return to) changes what
    // a page shows.
    const page = hasStored(request.headers.cookie) ? null : await firstVisit?.(request.url);
    if (page) return sendPrecompressed(request, reply, page, 'accept-encoding, cookie');
    return reply.sendFile('index.html');
  });
  return routerRefusal(index ? await readFile(path.join(index, 'index.html')) : null, headersFor);
}
