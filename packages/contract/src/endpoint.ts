import type { z } from 'zod';
import type { MediaKind } from './constants';

/**
 * Who may call an endpoint: anyone, a signed-in user, or an admin. `optional`: anyone, and a
 * caller who sends a valid token may be answered according to their account.
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How an endpoint is called: `METHOD /path` (`routes.ts`). */
export type Route = `${HttpMethod} /${string}`;

/** A route's method and path, apart. */
export type MethodAndPath<R extends Route> = R extends `${infer M extends HttpMethod} ${infer P}`
  ? { readonly method: M; readonly path: P }
  : never;

/** Splits a route into its method and path. */
export function methodAndPath<R extends Route>(route: R): MethodAndPath<R> {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space), path: route.slice(space + 1) } as MethodAndPath<R>;
}

/**
 * One endpoint, declared once. The server binds its route from this object, the web client
 * types its calls from it and the OpenAPI document is generated from it.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Full path, with `:name` placeholders for params. */
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** Classic zod, or zod's tree-shakable build where a form validates with the same schema. */
  readonly body?: z.core.$ZodType;
  /**
   * The endpoint takes one file as multipart/form-data in this field. The server checks its size
   * while reading and its type from its bytes, stores it, and puts its URL in the body's field of
   * that name (the other form fields join the body), so JSON and multipart are validated alike.
   * A list travels in multipart as the same field repeated, once per value (none for an empty
   * list); `lists` names the fields that are lists, which become arrays even with one value.
   */
  readonly upload?: { readonly field: string; readonly kind: MediaKind; readonly lists?: readonly string[] };
  /** Every status the endpoint answers with, success and failure, each with its body schema. */
  readonly responses: { readonly [status: number]: z.ZodType };
  /** The success body's media type, where it is not JSON (a file to download). */
  readonly successType?: 'text/csv' | 'application/gzip';
}

/** Declares an endpoint, keeping its literal types. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of an endpoint's success response. */
export type SuccessBody<E extends Endpoint> = {
  [S in keyof E['responses'] & SuccessStatus]: z.output<E['responses'][S]>;
}[keyof E['responses'] & SuccessStatus];

type Input<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends z.core.$ZodType
  ? z.input<E[K]>
  : undefined;

/** What a caller sends: params, query and body, each present only when the endpoint has it. */
export type RequestInput<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as E[K] extends z.core.$ZodType ? K : never]: Input<E, K>;
};

/** Replaces `:name` placeholders in a path with encoded values. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
