import { queryOptions, useQuery } from '@tanstack/react-query';
import type { siteInfo as siteInfoEndpoint } from '@tp/contract/site';
import { apiCall, endpointRef } from '../../../lib/api-client';

const siteInfo = endpointRef<typeof siteInfoEndpoint>({ method: 'GET', path: '/api/v1/site-info' });

export const siteInfoQueryKey = ['site-info'] as const;

/** What the pages show from the server's configuration; it changes only with a deployment. */
export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: siteInfoQueryKey,
    queryFn: ({ signal }) => apiCall(siteInfo, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
