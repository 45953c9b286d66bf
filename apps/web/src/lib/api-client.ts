import type { EndpointOf } from '@tp/contract';
import {
  type Endpoint,
  fillPath,
  methodAndPath,
  type RequestInput,
  type Route,
  type SuccessBody,
} from '@tp/contract/endpoint';
import type { ErrorCode } from '@tp/contract/errors';
import { getPreferences } from './preferences';
import { getToken } from './storage';

/** The API answered with a non-2xx status. `code` is what the UI translates. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'unknown',
    message: string,
    readonly fields?: Record<string, string>,
    /** For `in_use`: the numbers of the levels that still use the resource. */
    readonly levels?: number[],
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, DNS, aborted, unreadable body). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** The endpoint a route calls: its request and response types come from the contract, its zod does not. */
type At<R extends Route> = EndpointOf<R>;

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

type InputArgs<E extends Endpoint> = keyof RequestInput<E> extends never
  ? [input?: RequestInput<E>, init?: { signal?: AbortSignal }]
  : [input: RequestInput<E>, init?: { signal?: AbortSignal }];

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function toApiError(status: number, payload: unknown): ApiError {
  const error = (
    payload as { error?: { code?: unknown; message?: unknown; fields?: unknown; levels?: unknown } } | null
  )?.error;
  const code = typeof error?.code === 'string' ? (error.code as ErrorCode) : 'unknown';
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  const fields =
    error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined;
  const levels = Array.isArray(error?.levels) ? error.levels.filter(Number.isInteger) : undefined;
  return new ApiError(status, code, message, fields, levels);
}

/** The one place the app talks HTTP: typed by the contract, bearer token from storage. */
export async function apiCall<R extends Route>(
  route: R,
  ...args: InputArgs<At<R>>
): Promise<SuccessBody<At<R>>> {
  const [input, init] = args;
  const { params, query, body } = (input ?? {}) as LooseInput;
  const url = fillPath(methodAndPath(route).path, params) + queryString(query);
  return send(route, url, body === undefined ? undefined : JSON.stringify(body), init);
}

/** Sends a request and reads its JSON answer; `apiCall` and `apiUpload` build on it. */
export async function send<E extends Endpoint>(
  route: Route,
  url: string,
  body: string | FormData | undefined,
  init?: { signal?: AbortSignal },
): Promise<SuccessBody<E>> {
  const response = await request(methodAndPath(route).method, url, 'application/json', body, init);
  const text = await response.text().catch(() => '');
  let payload: unknown = null;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch (cause) {
      if (response.ok) throw new NetworkError('Unreadable response', { cause });
    }
  }
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as SuccessBody<E>;
}

/** Downloads a file the API makes (a CSV export); failures are thrown as `apiCall`'s are. */
export async function apiFile(route: Route, accept: string): Promise<Blob> {
  const { method, path } = methodAndPath(route);
  const response = await request(method, path, accept, undefined);
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  return response.blob();
}

async function request(
  method: Endpoint['method'],
  url: string,
  accept: string,
  body: string | FormData | undefined,
  init?: { signal?: AbortSignal },
): Promise<Response> {
  // The server writes its e-mails in the interface language.
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': getPreferences().lang,
  };
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, { method, headers, body, signal: init?.signal });
  } catch (cause) {
    throw new NetworkError('Network request failed', { cause });
  }
}
