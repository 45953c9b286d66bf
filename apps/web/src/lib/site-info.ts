import { queryOptions, useQuery } from '@tanstack/react-query';
import type { siteInfo as siteInfoEndpoint } from '@tp/contract/site';
import { apiCall, endpointRef } from './api-client';

const siteInfo = endpointRef<typeof siteInfoEndpoint>({ method: 'GET', path: '/api/v1/site-info' });

/**
 * The site's configured details (the support address, the sign-in providers); they change only
 * with a deployment.
 */
export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site-info'],
    queryFn: ({ signal }) => apiCall(siteInfo, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
