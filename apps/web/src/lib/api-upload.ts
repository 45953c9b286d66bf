import type { Endpoint, SuccessBody } from '@tp/contract/endpoint';
import { send, type UploadRef } from './api-client';

/**
 * Sends a file to an upload endpoint as multipart/form-data, in the endpoint's file field, with any
 * other form fields; the browser sets the multipart boundary. Apart from the API client, so that
 * only the dashboard, which uploads, loads it.
 */
export function apiUpload<E extends Endpoint>(
  endpoint: UploadRef<E>,
  file: Blob,
  fields: Record<string, string> = {},
  init?: { signal?: AbortSignal },
): Promise<SuccessBody<E>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(endpoint.upload.field, file);
  return send(endpoint, endpoint.path, form, init);
}
