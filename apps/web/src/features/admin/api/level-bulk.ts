import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkLevelsBody } from '@tp/contract/level-bulk';
import { bulkLevels } from '@tp/contract/routes';
import { courseQueryKey } from '#web/course/levels';
import { apiCall } from '#web/lib/api-client';
import { useSetCourse } from './levels';

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
