import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkLevelsBody, bulkLevels as bulkLevelsEndpoint } from '@tp/contract/level-bulk';
import { courseQueryKey } from '#web/course/levels';
import { apiCall, endpointRef } from '#web/lib/api-client';
import { useSetCourse } from './levels';

const bulkLevels = endpointRef<typeof bulkLevelsEndpoint>({ method: 'POST', path: '/api/v1/levels/bulk' });

/** Publishes, unpublishes, deletes or moves several levels at once; the course answered is shown. */
export function useBulkLevels() {
  const queryClient = useQueryClient();
  const setCourse = useSetCourse();
  return useMutation({
    mutationFn: (body: BulkLevelsBody) => apiCall(bulkLevels, { body }),
    onSuccess: setCourse,
    onError: () => queryClient.invalidateQueries({ queryKey: courseQueryKey }),
  });
}
