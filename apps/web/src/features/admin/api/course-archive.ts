import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  courseSummary as courseSummaryEndpoint,
  exportCourse as exportCourseEndpoint,
  importCourse as importCourseEndpoint,
} from '@tp/contract/course-archive';
import { apiCall, apiFile, endpointRef, send } from '#web/lib/api-client';

const courseSummary = endpointRef<typeof courseSummaryEndpoint>({
  method: 'GET',
  path: '/api/v1/admin/course-summary',
});
const exportCourse = endpointRef<typeof exportCourseEndpoint>({
  method: 'GET',
  path: '/api/v1/admin/course-archive',
});
const importCourse = endpointRef<typeof importCourseEndpoint>({
  method: 'POST',
  path: '/api/v1/admin/course-archive',
});

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
      return send<typeof importCourseEndpoint>(importCourse, importCourse.path, form);
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
