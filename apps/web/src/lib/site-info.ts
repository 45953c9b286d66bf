import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteInfo } from '@tp/contract/routes';

import { apiCall } from './api-client';

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
