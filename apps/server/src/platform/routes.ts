import {
  type Access,
  controlCharacterMessage,
  type Endpoint,
  findControlCharacter,
  type SuccessBody,
} from '@tp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { UserRow } from '../db/schema';
import type { TokenClaims } from './auth-token';
import type { CourseAudio } from './course-audio';
import { badRequest, forbidden, httpError, unauthorized } from './http-error';
import { routeSchema, successStatus } from './openapi';
import type { MediaStorage } from './storage';
import { multipartOverhead, receiveUpload, type StoredUpload, tooLarge } from './uploads';

/** A signed-in caller: the user, and the claims of the token that opened their session. */
export interface SignedIn {
  user: UserRow;
  claims: TokenClaims;
}

/** Finds whom a request's bearer token signs in, or null. */
export type Authenticate = (request: FastifyRequest) => Promise<SignedIn | null>;

/** The claims of a request's bearer token when its signature holds, or null; the database is not asked. */
export type VerifyToken = (request: FastifyRequest) => TokenClaims | null;

type Signed<E extends Endpoint, T> = E['access'] extends 'public'
  ? null
  : E['access'] extends 'optional'
    ? T | null
    : T;

type Parsed<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends z.core.$ZodType
  ? z.output<E[K]>
  : undefined;

interface RouteContext<E extends Endpoint> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  /** The signed-in user; public endpoints do not look for one, optional ones may not find one. */
  user: Signed<E, UserRow>;
  /** The signed-in user's session (its id, when it signed in), found with the user. */
  session: Signed<E, TokenClaims>;
  /** The stored file of an upload endpoint; absent only when a JSON body was sent instead. */
  upload: E['upload'] extends object
    ? E['body'] extends z.core.$ZodType
      ? StoredUpload | undefined
      : StoredUpload
    : undefined;
  request: FastifyRequest;
}

/** Returns the success body, or the reply when the handler answered itself (another status, a redirect). */
export type Handler<E extends Endpoint> = (
  ctx: RouteContext<E>,
  reply: FastifyReply,
) => Promise<SuccessBody<E> | FastifyReply>;

/** The context of a route whose handler checks the caller's session itself (`tokenRouteBinder`). */
type TokenRouteContext<E extends Endpoint> = Omit<RouteContext<E>, 'user' | 'session'> & {
  /** The claims of a validly signed token; whether its session still runs is the handler's to check. */
  session: TokenClaims;
};

/** A caller as the guard found them: the user where it read them, and the token's claims. */
type Caller = { user: UserRow | null; claims: TokenClaims };

const callers = new WeakMap<FastifyRequest, Caller | null>();
const uploads = new WeakMap<FastifyRequest, StoredUpload>();

/** The user a bound route found for `request`: null on public routes and for guests. */
export const signedInUser = (request: FastifyRequest): UserRow | null => callers.get(request)?.user ?? null;

/** Where upload endpoints put their files, and how large a file may be. */
export interface UploadOptions {
  storage: MediaStorage;
  maxBytes: number;
  audio: CourseAudio;
}

async function authorise(access: Access, request: FastifyRequest, authenticate: Authenticate) {
  // Public endpoints answer everyone alike, so the token a signed-in browser sends with every
  // request is not even checked there (it would cost a token check and a read). Optional ones
  // check a token only when one is sent.
  if (access === 'public' || (access === 'optional' && !request.headers.authorization)) return null;
  const caller = await authenticate(request);
  // A token that opens no session leaves the caller a guest here: the answer is the public one.
  if (access === 'optional') return caller;
  if (!caller) throw unauthorized();
  if (access === 'admin' && caller.user.role !== 'admin') throw forbidden();
  return caller;
}

/*
 * Binds one contract endpoint: its schemas validate the request and the response, its access
 * level is enforced before the handler runs, and its success status is used for the reply.
 */
export type BindRoute = <E extends Endpoint>(endpoint: E, handler: Handler<E>) => void;

/** Returns the function that binds contract endpoints to handlers on `app`. */
export const routeBinder =
  (app: FastifyInstance, authenticate: Authenticate, uploadOptions: UploadOptions): BindRoute =>
  (endpoint, handler) =>
    bindRoute(
      app,
      (request) => authorise(endpoint.access, request, authenticate),
      uploadOptions,
      endpoint,
      handler,
    );

/** Binds a signed-in learner's endpoint whose handler checks the session itself (`tokenRouteBinder`). */
export type BindTokenRoute = <E extends Endpoint & { access: 'user' }>(
  endpoint: E,
  handler: (ctx: TokenRouteContext<E>, reply: FastifyReply) => Promise<SuccessBody<E> | FastifyReply>,
) => void;

/**
 * Returns the binder of the endpoints that learners call most, whose handler checks the caller's
 * session in the statement that does its work: the guard only verifies the token's signature
 * (refusing a missing, forged or expired one with 401), which saves the database read the usual
 * guard makes. The handler must refuse (401) when the token's session has ended. Only for `user`
 * endpoints: a role is known only from the database.
 */
export const tokenRouteBinder =
  (app: FastifyInstance, verify: VerifyToken, uploadOptions: UploadOptions): BindTokenRoute =>
  (endpoint, handler) =>
    bindRoute(
      app,
      async (request) => {
        const claims = verify(request);
        if (!claims) throw unauthorized();
        return { user: null, claims };
      },
      uploadOptions,
      endpoint,
      handler as Handler<typeof endpoint>,
    );

/**
 * Multipart requests to an upload endpoint: the file is checked and stored before validation, and
 * the body becomes the form's fields plus the file's URL, so the endpoint's schema sees the same
 * shape as a JSON request. Endpoints that only upload accept nothing else.
 */
async function takeUpload(endpoint: Endpoint, request: FastifyRequest, options: UploadOptions) {
  const spec = endpoint.upload;
  if (!spec) return;
  if (!request.isMultipart()) {
    if (endpoint.body) return;
    throw httpError('unsupported_media_type', 'Send the file as multipart/form-data.');
  }
  const { fields, upload } = await receiveUpload(request, spec, options);
  uploads.set(request, upload);
  request.body = endpoint.body ? { ...fields, [spec.field]: upload.url } : undefined;
}

/** One rule for every route: no text in the address or the body holds a control character. */
function refuseControlCharacters(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = findControlCharacter(part);
    if (field !== null) throw badRequest('Some fields are invalid.', { [field]: controlCharacterMessage });
  }
}

function bindRoute<E extends Endpoint>(
  app: FastifyInstance,
  guard: (request: FastifyRequest) => Promise<Caller | null>,
  uploadOptions: UploadOptions,
  endpoint: E,
  handler: Handler<E>,
): void {
  const status = successStatus(endpoint);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    // Authorise before the body is parsed, so that an unauthorised caller learns nothing else.
    // Public endpoints without uploads have nothing to check here and skip the hook altogether.
    ...(endpoint.access === 'public' && !endpoint.upload
      ? {}
      : {
          onRequest: async (request: FastifyRequest) => {
            callers.set(request, await guard(request));
            // A declared length past the limit is refused before a byte of the body is read.
            if (
              endpoint.upload &&
              Number(request.headers['content-length']) > uploadOptions.maxBytes + multipartOverhead
            ) {
              throw tooLarge(uploadOptions.maxBytes);
            }
          },
        }),
    preValidation: async (request: FastifyRequest) => {
      await takeUpload(endpoint, request, uploadOptions);
      refuseControlCharacters(request);
    },
    handler: async (request, reply) => {
      const ctx = {
        params: request.params,
        query: request.query,
        body: request.body,
        user: signedInUser(request),
        session: callers.get(request)?.claims ?? null,
        upload: uploads.get(request),
        request,
      } as RouteContext<E>;
      const result = await handler(ctx, reply);
      return reply.sent ? reply : reply.code(status).send(result);
    },
  });
}
