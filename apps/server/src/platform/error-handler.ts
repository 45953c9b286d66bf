import type { ErrorBody, ErrorCode } from '@tp/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';

const codeForStatus: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const body = (
  code: ErrorCode,
  message: string,
  extra: Omit<ErrorBody['error'], 'code' | 'message'> = {},
) => ({
  error: { code, message, ...extra },
});

/**
 * One error body for every failure. Client errors keep their status and a safe message;
 * anything else is logged with the request id and answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      const { fields, headers, levels } = err.details;
      if (headers) reply.headers(headers);
      return reply
        .code(err.status)
        .send(body(err.code, err.message, { ...(fields ? { fields } : {}), ...(levels ? { levels } : {}) }));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'body';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      return reply.code(400).send(body('validation_failed', 'Some fields are invalid.', { fields }));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(codeForStatus[status] ?? 'bad_request', err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send(body('internal', 'Something went wrong. Please try again.', { id: request.id }));
  });
}
