import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client';

/** A refusal (4xx) will not change on retry; a network failure or a server error might. */
const retry = (count: number, error: Error) =>
  count < 2 && !(error instanceof ApiError && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline, a request still goes out once: the service worker may answer it from its cache.
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry, networkMode: 'offlineFirst' },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}

/**
 * The id of the script element in which a page the server rendered carries the data it was
 * rendered from: its query cache, each query's key and data.
 */
export const pageDataElementId = 'tp-page-data';
export type PageData = [QueryKey, unknown][];
