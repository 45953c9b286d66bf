import type { Access, Endpoint, SuccessBody } from '@tp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from './http-error';

/** Finds the user a request's bearer token belongs to, or null. */
export type Authenticate = (request: FastifyRequest) => Promise<UserRow | null>;

type Parsed<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType
  ? z.output<E[K]>
  : undefined;

export interface RouteContext<E extends Endpoint> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  /** The signed-in user; always set unless the endpoint is public. */
  user: E['access'] extends 'public' ? UserRow | null : UserRow;
  request: FastifyRequest;
}

/** Returns the success body, or the reply when the handler answered itself (another status, a redirect). */
export type Handler<E extends Endpoint> = (
  ctx: RouteContext<E>,
  reply: FastifyReply,
) => Promise<SuccessBody<E> | FastifyReply>;

const users = new WeakMap<FastifyRequest, UserRow | null>();

const successStatus = (e: Endpoint) =>
  Number(Object.keys(e.responses).find((s) => Number(s) >= 200 && Number(s) < 300) ?? 200);

async function authorise(access: Access, request: FastifyRequest, authenticate: Authenticate) {
  const user = await authenticate(request);
  if (access === 'public') return user;
  if (!user) throw unauthorized();
  if (access === 'admin' && user.role !== 'admin') throw forbidden();
  return user;
}

/*
 * Binds one contract endpoint: its schemas validate the request and the response, its access
 * level is enforced before the handler runs, and its success status is used for the reply.
 */
export type BindRoute = <E extends Endpoint>(endpoint: E, handler: Handler<E>) => void;

/** Returns the function that binds contract endpoints to handlers on `app`. */
export const routeBinder =
  (app: FastifyInstance, authenticate: Authenticate): BindRoute =>
  (endpoint, handler) =>
    bindRoute(app, authenticate, endpoint, handler);

function bindRoute<E extends Endpoint>(
  app: FastifyInstance,
  authenticate: Authenticate,
  endpoint: E,
  handler: Handler<E>,
): void {
  const status = successStatus(endpoint);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.access],
      ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: endpoint.responses,
    },
    // Authorise before the body is parsed, so that an unauthorised caller learns nothing else.
    onRequest: async (request) => {
      users.set(request, await authorise(endpoint.access, request, authenticate));
    },
    handler: async (request, reply) => {
      const ctx = {
        params: request.params,
        query: request.query,
        body: request.body,
        user: users.get(request) ?? null,
        request,
      } as RouteContext<E>;
      const result = await handler(ctx, reply);
      return reply.sent ? reply : reply.code(status).send(result);
    },
  });
}
