import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { httpError } from './http-error';
import { type BucketMediaStorage, s3MediaStorage } from './s3-storage';
import {
  type FolderMediaStorage,
  immutableCaching,
  localMediaStorage,
  mediaNameOf,
  mediaSandbox,
  mediaUrlPrefix,
} from './storage';

export type ConfiguredMediaStorage = FolderMediaStorage | BucketMediaStorage;

/** The bucket when `S3_BUCKET` is set, else the uploads folder. */
export const openMediaStorage = (config: Config): ConfiguredMediaStorage =>
  config.s3 ? s3MediaStorage(config.s3) : localMediaStorage(config.uploadsDir);

/** Which files are kept from some: premium ones are served only through a signed, unexpired link. */
export interface MediaGate {
  isPremium(name: string): Promise<boolean>;
  allows(name: string, query: { exp?: unknown; sig?: unknown }): boolean;
}

/** A premium file is one learner's to keep, never a shared cache's: a signed link may travel. */
const premiumCaching = 'private, max-age=31536000, immutable';

const notFound = { error: { code: 'not_found', message: 'No such file.' } };

/**
 * Serves stored media under `/media/`, whatever holds them, so that stored URLs never change.
 * Names are content hashes, so answers are cached for a year. From a folder, files are sent from
 * disk; from a bucket, they are streamed through (ranges included, for seeking in audio and
 * video), or, with a public URL (a CDN), the client is redirected there. Premium files need a
 * signed link (`gate`), and are streamed through even with a CDN, which would serve anyone.
 */
export async function registerMedia(
  app: FastifyInstance,
  storage: ConfiguredMediaStorage,
  gate: MediaGate,
): Promise<void> {
  const premium = new WeakSet<FastifyRequest>();
  const caching = (reply: FastifyReply) => (premium.has(reply.request) ? premiumCaching : immutableCaching);
  await app.register(async (media) => {
    // Only a stored file's own name is served (no other spelling reaches the same file past the
    // check below), and a premium file only through its signed link.
    media.addHook('onRequest', async (request, reply) => {
      const name = mediaNameOf(request.url.split('?', 1)[0] ?? '');
      if (!name) return reply.code(404).send(notFound);
      // Names are lower-case: on a disk that ignores case, another case is the same file.
      const stored = name.toLowerCase();
      if (!(await gate.isPremium(stored))) return;
      if (!gate.allows(stored, request.query as Record<string, unknown>)) {
        throw httpError(
          'premium_required',
          'This file is for premium learners, through a link that has not expired.',
        );
      }
      premium.add(request);
    });
    await (storage.kind === 'folder'
      ? serveFolder(media, storage, caching)
      : serveBucket(media, storage, premium, caching));
  });
}

async function serveFolder(
  app: FastifyInstance,
  storage: FolderMediaStorage,
  caching: (reply: FastifyReply) => string,
): Promise<void> {
  mkdirSync(storage.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.dir,
    prefix: mediaUrlPrefix,
    decorateReply: false,
    index: false,
    setHeaders(reply) {
      reply.header('cache-control', caching(reply));
      reply.header('content-security-policy', mediaSandbox);
    },
  });
}

function serveBucket(
  app: FastifyInstance,
  storage: BucketMediaStorage,
  premium: WeakSet<FastifyRequest>,
  caching: (reply: FastifyReply) => string,
): void {
  app.addHook('onClose', async () => storage.close());
  app.get<{ Params: { name: string } }>(`${mediaUrlPrefix}:name`, async (request, reply) => {
    // A stored file's name: the hook above refused any other.
    const name = request.params.name;
    if (storage.publicUrl && !premium.has(request)) {
      // Where a file lives may change with the CDN; what it holds never does.
      return reply
        .header('cache-control', 'public, max-age=86400')
        .redirect(`${storage.publicUrl}/${name}`, 302);
    }
    const object = await storage.read(name, request.headers.range);
    if (object === null) return reply.code(404).send(notFound);
    if (object === 416) return reply.code(416).send();
    return reply
      .code(object.status)
      .headers(object.headers)
      .header('cache-control', caching(reply))
      .header('content-security-policy', mediaSandbox)
      .send(object.body);
  });
}
