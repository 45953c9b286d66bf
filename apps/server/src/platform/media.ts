import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mediaUrlPrefix } from './storage';

/**
 * Serves stored media under `/media/`. Names are content hashes, so files are cached for a year;
 * the sandbox policy keeps an uploaded file (an SVG, say) from running anything if opened directly.
 */
export async function registerMedia(app: FastifyInstance, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: mediaUrlPrefix,
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
}
