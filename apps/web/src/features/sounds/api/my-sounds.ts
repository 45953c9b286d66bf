import { queryOptions } from '@tanstack/react-query';
import type { mySounds as mySoundsEndpoint } from '@tp/contract/sounds';
import { browserTimeZone } from '#web/course/progress';
import { apiCall, endpointRef } from '#web/lib/api-client';

const mySounds = endpointRef<typeof mySoundsEndpoint>({ method: 'GET', path: '/api/v1/me/sounds' });

export const mySoundsQueryKey = ['mySounds'] as const;

/** The learner's record per sound, with the trend counted in the browser's time zone. */
export const mySoundsQueryOptions = () =>
  queryOptions({
    queryKey: mySoundsQueryKey,
    queryFn: ({ signal }) => apiCall(mySounds, { query: { timeZone: browserTimeZone() } }, { signal }),
    select: (body) => body.sounds,
  });
