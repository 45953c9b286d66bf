// The type import brings in the plugin's request decorations (`parts`, `multipartErrors`).
import type {} from '@fastify/multipart';
import { type MediaKind, uploadFormats } from '@tp/contract';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { type CourseAudio, courseAudioFormat } from './course-audio';
import { badRequest, HttpError, httpError } from './http-error';
import { recordedTypes, tidyRecordedAudio } from './recorded-audio';
import type { MediaStorage } from './storage';

export interface StoredUpload {
  url: string;
  /** The type read from the file's bytes. */
  mime: string;
  size: number;
}

export const tooLarge = (maxBytes: number) =>
  httpError('payload_too_large', `The file must be smaller than ${maxBytes / (1024 * 1024)} MB.`);

const unsupported = (kind: MediaKind) =>
  httpError(
    'unsupported_media_type',
    `This is not a supported ${kind} file (${uploadFormats[kind].join(', ').toUpperCase()}).`,
  );

/** Text fields a form may hold: a few fields, and lists of up to 10 values or so each. */
const maxFields = 32;
const partLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: maxFields,
  fieldSize: 16 * 1024,
  parts: maxFields + 2,
});

/** Room for a form's other fields and boundaries on top of the file itself. */
export const multipartOverhead = 64 * 1024;

/**
 * Reads a multipart request holding one file in `field` and a few text fields. A field named in
 * `lists` is a list, each value one repetition of the field (an array even with one value); of
 * any other field repeated, the last value counts. The file is refused while streaming once it
 * passes `maxBytes`, its type is read from its bytes (the name and declared type are ignored), and
 * it is stored under a name made from its content. Audio is stored in the course's one format.
 */
export async function receiveUpload(
  request: FastifyRequest,
  spec: { field: string; kind: MediaKind; lists?: readonly string[] },
  { storage, maxBytes, audio }: { storage: MediaStorage; maxBytes: number; audio: CourseAudio },
): Promise<{ fields: Record<string, string | string[]>; upload: StoredUpload }> {
  const fields: Record<string, string | string[]> = {};
  let upload: StoredUpload | undefined;
  try {
    const parts = request.parts({
      limits: partLimits(maxBytes),
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = String(part.value);
        const list = fields[part.fieldname];
        if (!spec.lists?.includes(part.fieldname)) fields[part.fieldname] = value;
        else fields[part.fieldname] = Array.isArray(list) ? [...list, value] : [value];
        continue;
      }
      if (part.fieldname !== spec.field) {
        throw badRequest(`Send the file in the "${spec.field}" field.`, { [spec.field]: 'Missing file' });
      }
      const bytes = await part.toBuffer();
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !uploadFormats[spec.kind].includes(type.ext)) throw unsupported(spec.kind);
      const recorded = recordedTypes[type.ext];
      const file =
        spec.kind !== 'audio'
          ? { bytes, ext: type.ext, mime: type.mime }
          : {
              ...courseAudioFormat,
              bytes: recorded
                ? await audio.encode(await tidyRecordedAudio(bytes, recorded))
                : await audio.convert(bytes),
            };
      upload = { url: await storage.put(file.bytes, file.ext), mime: file.mime, size: file.bytes.length };
    }
  } catch (error) {
    throw formError(request, error, maxBytes);
  }
  if (!upload) throw badRequest('Choose a file to upload.', { [spec.field]: 'Missing file' });
  return { fields, upload };
}

/** What a failure while reading a form tells the client. */
function formError(request: FastifyRequest, error: unknown, maxBytes: number) {
  const errors = request.server.multipartErrors;
  if (error instanceof HttpError) return error;
  if (error instanceof errors.RequestFileTooLargeError) return tooLarge(maxBytes);
  if (error instanceof errors.FilesLimitError) return badRequest('Send one file at a time.');
  return badRequest('The form could not be read.');
}

/**
 * Reads a multipart request holding one file in `field`, kept in memory rather than stored (an
 * archive to unpack), and a few text fields; refused while streaming once the file passes `maxBytes`.
 */
export async function receiveFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; bytes: Buffer }> {
  if (!request.isMultipart())
    throw httpError('unsupported_media_type', 'Send the file as multipart/form-data.');
  if (Number(request.headers['content-length']) > maxBytes + multipartOverhead) throw tooLarge(maxBytes);
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: partLimits(maxBytes),
    });
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== field) {
        throw badRequest(`Send the file in the "${field}" field.`, { [field]: 'Missing file' });
      } else bytes = await part.toBuffer();
    }
  } catch (error) {
    throw formError(request, error, maxBytes);
  }
  if (!bytes) throw badRequest('Choose a file to upload.', { [field]: 'Missing file' });
  return { fields, bytes };
}
