import { randomBytes } from 'node:crypto';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** An answer slower than this is logged as a warning. */
const slowMs = 1000;

/**
 * Fastify's request log, cut to what an instance alone can tell: nothing on arrival, and once a
 * request is answered one line when it failed (4xx at `info`, errors at `error`) or was slow (at
 * `warn`). Successful answers are logged at `debug`: a line for each cost a small answer a quarter
 * of its speed, and the load balancer in front logs every request anyway (decision 0018).
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime;
    const line = { req: request, res: reply, responseTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (responseTime >= slowMs) reply.log.warn(line, 'slow request');
    else if (reply.statusCode >= 400) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}

/**
 * Request ids for the log and for error answers: a random prefix drawn once per process, then a
 * count. Unique across instances, in order within one, and cheaper than a UUID on every request.
 */
export function requestIds(): () => string {
  const prefix = randomBytes(6).toString('base64url');
  let count = 0;
  return () => `${prefix}-${(++count).toString(36)}`;
}
