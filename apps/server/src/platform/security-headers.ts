import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet sets, worked out once: they depend on the options alone. (The
 * Fastify plugin builds helmet's middleware anew on every request, parsing the
 * Content-Security-Policy each time; that cost the course's `GET /levels` a fifth of its speed.)
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * What an API answer needs (OWASP REST Security Cheat Sheet): JSON is never rendered as a page, so
 * the headers that govern a document (its scripts, frames, window opener, DNS prefetching) do
 * nothing there but cost every answer. Kept: HTTPS only, no sniffing, no framing, no cross-origin
 * reads, and no referrer, which still applies where the API redirects (sign-in with Google).
 */
function apiHeaders(page: Record<string, string>): Record<string, string> {
  const kept = [
    'strict-transport-security',
    'x-content-type-options',
    'cross-origin-resource-policy',
    'referrer-policy',
  ];
  return {
    ...Object.fromEntries(kept.flatMap((name) => (page[name] ? [[name, page[name]]] : []))),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
}

/** The security headers of an answer at `url`. */
export type HeadersFor = (url: string) => Record<string, string>;

/**
 * Security headers on every answer: helmet's (from `options`) and the `permissionsPolicy`, if
 * any, on pages, files and everything else, the API's few on paths under `apiPrefix`. A route may
 * still set its own. Strict-Transport-Security only in `production`, which is served over HTTPS:
 * a development server answers plain HTTP, where the header has no business. Returns the headers by
 * address, for the answers no hook sees (an address the router cannot decode).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  {
    apiPrefix,
    permissionsPolicy,
    production,
  }: { apiPrefix: string; permissionsPolicy?: string; production: boolean },
): HeadersFor {
  const page: Record<string, string> = {
    ...helmetHeaders(options),
    ...(permissionsPolicy ? { 'permissions-policy': permissionsPolicy } : {}),
  };
  if (!production) delete page['strict-transport-security'];
  const api = apiHeaders(page);
  const headersFor: HeadersFor = (url) => (url.startsWith(apiPrefix) ? api : page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
  return headersFor;
}
