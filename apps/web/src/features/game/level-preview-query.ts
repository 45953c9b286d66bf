import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@tp/contract/constants';
import { levelPreview } from '@tp/contract/routes';
import { courseQueryKey } from '#web/course/levels';
import { apiCall } from '#web/lib/api-client';

/**
 * A level, draft or not, as a learner would get it, in `language`. Under the course's key, so that
 * every saved change to the course refreshes it.
 */
export const levelPreviewQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: [...courseQueryKey, 'preview', id, language] as const,
    queryFn: ({ signal }) =>
      apiCall(
        levelPreview,
        { params: { id }, query: language === 'en' ? {} : { lang: language } },
        { signal },
      ),
    select: (body) => body.level,
  });
