import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { type Precompressed, precompress } from './precompressed';

/** What the web build's server renderer exports (`apps/web/src/server-render.tsx`). */
interface Renderer {
  renderFirstScreen(course: unknown): Promise<string>;
  courseElementId: string;
}

const emptyRoot = '<div id="root"></div>';

/**
 * The built page with a rendered first screen in its root, and the course after it in a JSON
 * script element, escaped so that no text of the course can end that element or be read as markup.
 */
export function pageWithFirstScreen(template: string, html: string, courseJson: string, courseId: string) {
  const json = courseJson.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return template.replace(
    emptyRoot,
    `<div id="root">${html}</div><script type="application/json" id="${courseId}">${json}</script>`,
  );
}

/**
 * The page of a first visit to `/`, with the game at the course's first item already in it, so
 * that it paints before any script has run; the browser then hydrates it. The page carries the
 * course it was rendered from, which the browser uses instead of fetching it. Made once per course
 * version, from the web build's page and its server renderer (`dist-ssr/`); null without them.
 */
export async function firstScreenPage(
  distDir: string,
  course: () => Promise<Precompressed>,
  log: FastifyBaseLogger,
): Promise<(() => Promise<Precompressed | null>) | null> {
  const rendererFile = path.join(distDir, '..', 'dist-ssr', 'server-render.js');
  if (!existsSync(rendererFile)) return null;
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  if (!template.includes(emptyRoot)) return null;
  // Loaded with the first visit, not at start: an instance that serves only the API never needs it.
  let renderer: Promise<Renderer> | undefined;

  const render = async (body: Precompressed) => {
    renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>;
    const { renderFirstScreen, courseElementId } = await renderer;
    const json = body.identity.toString('utf8');
    const html = await renderFirstScreen(JSON.parse(json));
    const page = pageWithFirstScreen(template, html, json, courseElementId);
    return precompress(Buffer.from(page), 'text/html; charset=utf-8');
  };

  let made: { etag: string; page: Promise<Precompressed | null> } | null = null;
  return async () => {
    const body = await course();
    if (made?.etag !== body.etag) {
      const page = render(body).catch((error: unknown) => {
        // The page without its first screen still works: the browser renders it.
        log.error({ err: error }, 'the first screen could not be rendered');
        return null;
      });
      made = { etag: body.etag, page };
    }
    return made.page;
  };
}
