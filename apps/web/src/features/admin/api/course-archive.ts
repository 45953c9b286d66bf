import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointOf } from '@tp/contract';
import { methodAndPath } from '@tp/contract/endpoint';
import { courseSummary, exportCourse, importCourse } from '@tp/contract/routes';
import { apiCall, apiFile, send } from '#web/lib/api-client';

const summaryKey = ['admin', 'course-summary'] as const;

/** How much the course holds: what an import would replace. */
export function useCourseSummary() {
  return useQuery({
    queryKey: summaryKey,
    queryFn: ({ signal }) => apiCall(courseSummary, undefined, { signal }),
  });
}

export const downloadCourseArchive = () => apiFile(exportCourse, 'application/gzip');

/** Sends an archive; `replace` confirms that the course there is goes. Everything admin-side is stale after. */
export function useImportCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, replace }: { file: File; replace: boolean }) => {
      const form = new FormData();
      if (replace) form.append('replace', 'true');
      form.append('archive', file);
      return send<EndpointOf<typeof importCourse>>(importCourse, methodAndPath(importCourse).path, form);
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
