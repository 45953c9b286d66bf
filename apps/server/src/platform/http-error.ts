import { type ErrorCode, errorStatus } from '@tp/contract';

/** What an error may add to its code and message. */
export interface ErrorDetails {
  /** Field path → what is wrong with it. */
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  /** For `in_use`: the level numbers that still use the resource. */
  readonly levels?: number[];
}

/**
 * A failure the client caused or may act on; rendered as the API's one error body. Its status is
 * its code's, from the contract's table, so a code always comes with the same status.
 */
export class HttpError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}

/** The error a route answers with: `code` (with its fixed status), a message and any details. */
export const httpError = (code: ErrorCode, message: string, details?: ErrorDetails) =>
  new HttpError(code, message, details);

export const badRequest = (message: string, fields?: Record<string, string>) =>
  httpError('validation_failed', message, fields ? { fields } : {});
export const unauthorized = (message = 'Sign in to continue.') => httpError('unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  httpError('forbidden', message);
export const notFound = (message: string) => httpError('not_found', message);
/** 409 `in_use`: the levels that still use something; none when only items outside levels do. */
export const inUse = (levels: number[]) =>
  httpError(
    'in_use',
    levels.length
      ? `Level ${levels.join(', ')} still uses it. Remove it from there first.`
      : 'A sound still uses it as its picture. Delete that sound first.',
    { levels },
  );
