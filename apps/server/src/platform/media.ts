import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
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

/**
 * Serves stored media under `/media/`, whatever holds them, so that stored URLs never change.
 * Names are content hashes, so answers are cached for a year. From a folder, files are sent from
 * disk; from a bucket, they are streamed through (ranges included, for seeking in audio and
 * video), or, with a public URL (a CDN), the client is redirected there.
 */
export async function registerMedia(app: FastifyInstance, storage: ConfiguredMediaStorage): Promise<void> {
  if (storage.kind === 'folder') {
    mkdirSync(storage.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.dir,
      prefix: mediaUrlPrefix,
      decorateReply: false,
      index: false,
      setHeaders(res) {
        res.header('cache-control', immutableCaching);
        res.header('content-security-policy', mediaSandbox);
      },
    });
    return;
  }

  app.addHook('onClose', async () => storage.close());
  const notFound = { error: { code: 'not_found', message: 'No such file.' } };
  app.get<{ Params: { name: string } }>(`${mediaUrlPrefix}:name`, async (request, reply) => {
    const name = mediaNameOf(`${mediaUrlPrefix}${request.params.name}`);
    if (!name) return reply.code(404).send(notFound);
    if (storage.publicUrl) {
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
      .header('cache-control', immutableCaching)
      .header('content-security-policy', mediaSandbox)
      .send(object.body);
  });
}
