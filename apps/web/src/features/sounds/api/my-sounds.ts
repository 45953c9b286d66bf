import { queryOptions } from '@tanstack/react-query';
import { mySounds } from '@tp/contract/routes';

import { browserTimeZone } from '#web/course/progress';
import { apiCall } from '#web/lib/api-client';

export const mySoundsQueryKey = ['mySounds'] as const;

/** The learner's record per sound, with the trend counted in the browser's time zone. */
export const mySoundsQueryOptions = () =>
  queryOptions({
    queryKey: mySoundsQueryKey,
    queryFn: ({ signal }) => apiCall(mySounds, { query: { timeZone: browserTimeZone() } }, { signal }),
    select: (body) => body.sounds,
  });
