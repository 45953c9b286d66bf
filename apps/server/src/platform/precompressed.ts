import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A body encoded once, in each encoding browsers accept, to be sent many times. */
export interface Precompressed {
  /** Weak: the encodings are different bytes of the same content. */
  etag: string;
  /** Its `Content-Type`. */
  type: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** Compresses at the highest levels: it happens once per content, off the event loop. */
export async function precompress(identity: Buffer, type: string): Promise<Precompressed> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { etag, type, identity, gzip: gz, br };
}

export const precompressJson = (json: string): Promise<Precompressed> =>
  precompress(Buffer.from(json), 'application/json; charset=utf-8');

type Encoding = 'br' | 'gzip' | null;

/** The best encoding the client accepts (a q of 0 refuses one). */
function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

// Browsers send a handful of distinct headers: each is parsed once (the map is bounded all the same).
const knownEncodings = new Map<string, Encoding>();
function encodingFor(acceptEncoding = ''): Encoding {
  let encoding = knownEncodings.get(acceptEncoding);
  if (encoding === undefined) {
    if (knownEncodings.size >= 64) knownEncodings.clear();
    encoding = parseAcceptEncoding(acceptEncoding);
    knownEncodings.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** Whether an `If-None-Match` header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
function alreadyHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Sends the encoding the client accepts, or a 304 to a client that already has this content. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Precompressed,
  vary = 'accept-encoding',
) {
  reply.header('etag', body.etag).header('vary', vary);
  if (alreadyHeld(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const encoding = encodingFor(request.headers['accept-encoding']);
  reply.type(body.type);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? body[encoding] : body.identity);
}
