import type { EndpointOf } from '@tp/contract';
import { methodAndPath, type Route, type SuccessBody } from '@tp/contract/endpoint';
import { send } from './api-client';

/**
 * Sends a file to an upload endpoint as multipart/form-data, in the endpoint's file field, with any
 * other form fields; the browser sets the multipart boundary. Apart from the API client, so that
 * only the dashboard, which uploads, loads it.
 */
export function apiUpload<R extends Route>(
  route: R,
  /** The endpoint's file field (`uploadFields` in the contract's routes). */
  field: NonNullable<EndpointOf<R>['upload']>['field'],
  file: Blob,
  fields: Record<string, string> = {},
  init?: { signal?: AbortSignal },
): Promise<SuccessBody<EndpointOf<R>>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, file);
  return send(route, methodAndPath(route).path, form, init);
}
