import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { type Precompressed, precompress } from './precompressed';

/** What a page may show of the server's data besides the site's details. */
type Shown = 'course' | 'posts';

/** What the web build's server renderer exports (`apps/web/src/server-render.tsx`). */
interface Renderer {
  firstVisitPages: Record<string, Shown | null>;
  renderPage(path: string, data: object): Promise<{ html: string; pageData: unknown }>;
  pageDataElementId: string;
}

/** The server's data the pages show, as the API sends it. */
export interface PageSources {
  /** The site's details (`GET /site-info`), which change only with a restart. */
  siteInfo: object;
  /** The course in English (`GET /levels`). */
  course: () => Promise<Precompressed>;
  /** The blog (`GET /posts`). */
  posts: () => Promise<object>;
}

const emptyRoot = '<div id="root"></div>';

/**
 * The built page with a rendered page in its root, and the data it was rendered from after it in a
 * JSON script element, escaped so that no text of the data can end that element or be read as
 * markup.
 */
export function pageWithRender(template: string, html: string, pageData: unknown, elementId: string) {
  const json = JSON.stringify(pageData)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return template.replace(
    emptyRoot,
    `<div id="root">${html}</div><script type="application/json" id="${elementId}">${json}</script>`,
  );
}

/**
 * What a page shows that admins change, with its version: the page is rendered again when that
 * changes. The course comes with its ETag; the blog is read for each visit and compared whole.
 */
function changing(sources: PageSources) {
  return {
    course: async () => {
      const body = await sources.course();
      return { version: body.etag, data: () => ({ course: JSON.parse(body.identity.toString('utf8')) }) };
    },
    posts: async () => {
      const body = await sources.posts();
      return { version: JSON.stringify(body), data: () => ({ posts: body }) };
    },
  } satisfies Record<Shown, unknown>;
}

/** A page that shows nothing admins change: rendered once. */
const unchanging = { version: '', data: () => ({}) };

/**
 * The pages of a first visit that show every guest the same thing (the game at the course's first
 * item, the sign-in and site pages; the web build says which), already rendered, so that they paint
 * before any script has run; the browser then hydrates them. Each page carries the data it was
 * rendered from, which the browser uses instead of fetching it. Each is made once per version of
 * what it shows, from the web build's page and its server renderer (`dist-ssr/`); null without
 * them. The function it returns gives null for any other address.
 */
export async function firstVisitPages(
  distDir: string,
  sources: PageSources,
  log: FastifyBaseLogger,
): Promise<((address: string) => Promise<Precompressed | null>) | null> {
  const rendererFile = path.join(distDir, '..', 'dist-ssr', 'server-render.js');
  if (!existsSync(rendererFile)) return null;
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  if (!template.includes(emptyRoot)) return null;
  const shown = changing(sources);
  // Loaded with the first visit, not at start: an instance that serves only the API never needs it.
  let renderer: Promise<Renderer | null> | undefined;

  const render = async ({ renderPage, pageDataElementId }: Renderer, address: string, data: object) => {
    const { html, pageData } = await renderPage(address, { siteInfo: sources.siteInfo, ...data });
    const page = pageWithRender(template, html, pageData, pageDataElementId);
    return precompress(Buffer.from(page), 'text/html; charset=utf-8');
  };

  const made = new Map<string, { version: string; page: Promise<Precompressed | null> }>();
  return async (address) => {
    renderer ??= (import(pathToFileURL(rendererFile).href) as Promise<Renderer>).catch((error: unknown) => {
      log.error({ err: error }, 'the server renderer could not be loaded');
      return null;
    });
    const loaded = await renderer;
    if (!loaded || !Object.hasOwn(loaded.firstVisitPages, address)) return null;
    const what = loaded.firstVisitPages[address];
    const { version, data } = what ? await shown[what]() : unchanging;
    let entry = made.get(address);
    if (entry?.version !== version) {
      // The page as built still works: the browser renders it.
      const page = render(loaded, address, data()).catch((error: unknown) => {
        log.error({ err: error, address }, 'a first visit’s page could not be rendered');
        return null;
      });
      entry = { version, page };
      made.set(address, entry);
    }
    return entry.page;
  };
}
