import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import {
  immutableCaching,
  type MediaStorage,
  mediaName,
  mediaNameOf,
  mediaTypeOf,
  mediaUrlPrefix,
} from './storage';

/** A stored file (or the asked-for range of it) on its way to a client. */
interface MediaObject {
  status: 200 | 206;
  body: Readable;
  headers: Record<string, string>;
}

export interface BucketMediaStorage extends MediaStorage {
  kind: 'bucket';
  /** Where clients fetch files themselves (a CDN), or undefined to stream them through the app. */
  publicUrl: string | undefined;
  /** The file, or the bytes `range` names; null when there is no such file, 416 for a range past its end. */
  read(name: string, range: string | undefined): Promise<MediaObject | null | 416>;
  /** Throws a message naming the bucket when it cannot be reached with these settings. */
  check(): Promise<void>;
  close(): void;
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/**
 * Files in an S3-compatible bucket under their content names, each stored once with its content
 * type and a year-long immutable Cache-Control, so the bucket (or a CDN in front of it) can serve
 * them directly.
 */
export function s3MediaStorage(settings: S3Settings): BucketMediaStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible stores reject the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  async function exists(Key: string) {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  return {
    kind: 'bucket',
    publicUrl: settings.publicUrl,
    async put(bytes, extension) {
      const Key = mediaName(bytes, extension);
      // Content-addressed: a file already there holds these very bytes.
      if (!(await exists(Key))) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: bytes,
            ContentType: mediaTypeOf(Key),
            CacheControl: immutableCaching,
          }),
        );
      }
      return `${mediaUrlPrefix}${Key}`;
    },
    async has(url) {
      const name = mediaNameOf(url);
      return name ? exists(name) : false;
    },
    async load(url) {
      const name = mediaNameOf(url);
      if (!name) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if (statusOf(error) === 404 || (error instanceof Error && error.name === 'NoSuchKey')) return null;
        throw error;
      }
    },
    async remove(url) {
      const name = mediaNameOf(url);
      if (name) await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    async read(name, range) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name, Range: range }));
        const headers: Record<string, string> = {
          'content-type': object.ContentType ?? mediaTypeOf(name),
          'accept-ranges': 'bytes',
        };
        if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
        if (object.ContentRange) headers['content-range'] = object.ContentRange;
        // No validator (ETag, Last-Modified): the content never changes, so no client need ask again.
        return {
          status: object.ContentRange && range ? 206 : 200,
          body: object.Body as Readable,
          headers,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        if (status === 416) return 416;
        throw error;
      }
    },
    async check() {
      try {
        // A name no content has: "no such key" proves the bucket is there and may be read.
        await client.send(new GetObjectCommand({ Bucket, Key: '.reachable' }));
      } catch (error) {
        if (error instanceof Error && error.name === 'NoSuchKey') return;
        const reason = error instanceof Error ? error.name : String(error);
        throw new Error(
          `The media bucket "${Bucket}" cannot be reached (${reason}): check the S3_* settings.`,
        );
      }
    },
    close: () => client.destroy(),
  };
}
