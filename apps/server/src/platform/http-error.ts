import type { ErrorCode } from '@tp/contract';

/** A failure the client caused or may act on; rendered as the API's one error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** For `in_use`: the level numbers that still use the resource. */
    readonly levels?: number[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'validation_failed', message, fields);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, 'forbidden', message);

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
/** 409 `in_use`: the levels that still use something; none when only items outside levels do. */
export const inUse = (levels: number[]) =>
  new HttpError(
    409,
    'in_use',
    levels.length
      ? `Level ${levels.join(', ')} still uses it. Remove it from there first.`
      : 'A sound still uses it as its picture. Delete that sound first.',
    undefined,
    undefined,
    levels,
  );
