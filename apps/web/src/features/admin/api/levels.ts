import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import type { createLevel as createLevelEndpoint, Level, TextTranslations } from '@tp/contract/levels';
import {
  adminCourse,
  createLevel,
  deleteLevel,
  levelForAdmin,
  reorderLevels,
  setLevelNumber,
  updateLevelImage,
  updateLevelMcqs,
  updateLevelSettings,
  updateLevelSounds,
  updateLevelTexts,
  updateLevelVideo,
} from '@tp/contract/routes';
import { courseQueryKey } from '#web/course/levels';
import { apiCall } from '#web/lib/api-client';
import { adminVideosQueryKey } from './media';

const adminLevelQueryKey = (id: string) => ['admin', 'levels', id] as const;

/**
 * The course as admins edit it, drafts included, in English (the language it is written in). Its
 * key sits under the learners' course, so that every change that refreshes theirs refreshes it.
 */
export const adminCourseQueryOptions = () =>
  queryOptions({
    queryKey: [...courseQueryKey, 'admin'] as const,
    queryFn: ({ signal }) => apiCall(adminCourse, {}, { signal }),
    select: (body) => body.levels,
  });

/** One level with the translations of its texts, for its edit form. */
export const adminLevelQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminLevelQueryKey(id),
    queryFn: ({ signal }) => apiCall(levelForAdmin, { params: { id } }, { signal }),
    select: (body) => body.level,
  });

/**
 * What the studio warns of in a level (a variant its drill refuses, a picture that gives a drilled
 * word away), worked out by the server with the functions that check answers: the same query.
 */
export const adminLevelWarningsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminLevelQueryKey(id),
    queryFn: ({ signal }) => apiCall(levelForAdmin, { params: { id } }, { signal }),
    select: (body) => body.warnings,
  });

export type CreateLevelInput = RequestInput<typeof createLevelEndpoint>['body'];

export function useCreateLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLevelInput) => apiCall(createLevel, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseQueryKey }),
  });
}

/**
 * The course as the reorder and delete calls return it, drafts included, put straight into the
 * admin's cache; the learners' courses are fetched again when next used.
 */
export function useSetCourse() {
  const queryClient = useQueryClient();
  const admin = adminCourseQueryOptions().queryKey;
  return ({ levels }: { levels: Level[] }) => {
    queryClient.setQueryData(admin, { levels });
    void queryClient.invalidateQueries({
      queryKey: courseQueryKey,
      predicate: (query) => query.queryKey[1] !== admin[1],
    });
  };
}

/** Sends the whole order; the server renumbers from 1. On failure the course is fetched again. */
export function useReorderLevels() {
  const queryClient = useQueryClient();
  const setCourse = useSetCourse();
  return useMutation({
    mutationFn: (order: { _id: string; level: number }[]) =>
      apiCall(reorderLevels, { body: { levels: order } }),
    onSuccess: setCourse,
    onError: () => queryClient.invalidateQueries({ queryKey: courseQueryKey }),
  });
}

export function useDeleteLevel() {
  const setCourse = useSetCourse();
  return useMutation({
    mutationFn: (id: string) => apiCall(deleteLevel, { params: { id } }),
    onSuccess: setCourse,
  });
}

/** A level's content, in the shape of the one call its type takes. */
export type LevelContent =
  | { call: 'sounds'; body: { sounds: string[]; imageId: string | null } }
  | { call: 'image'; body: { sounds: string[]; imageId: string | null } }
  | { call: 'video'; body: { video: string; sounds: string[] } }
  | { call: 'mcqs'; body: { mcqs: string[] } }
  | { call: 'texts'; body: { texts: string[]; translations?: TextTranslations } };

/** Only what changed: each part is one call. */
export interface LevelEdit {
  content?: LevelContent;
  settings?: { points?: number; premiumOnly?: boolean };
  number?: number;
}

function saveContent(id: string, content: LevelContent) {
  const params = { id };
  switch (content.call) {
    case 'sounds':
      return apiCall(updateLevelSounds, { params, body: content.body });
    case 'image':
      return apiCall(updateLevelImage, { params, body: content.body });
    case 'video':
      return apiCall(updateLevelVideo, { params, body: content.body });
    case 'mcqs':
      return apiCall(updateLevelMcqs, { params, body: content.body });
    case 'texts':
      return apiCall(updateLevelTexts, { params, body: content.body });
  }
}

/**
 * Saves an edited level with only the calls needed. The number goes last: it moves other levels.
 * The course is refetched whatever happens, as some calls may have gone through.
 */
export function useSaveLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, edit }: { id: string; edit: LevelEdit }) => {
      if (edit.content) await saveContent(id, edit.content);
      if (edit.settings) await apiCall(updateLevelSettings, { params: { id }, body: edit.settings });
      if (edit.number !== undefined)
        await apiCall(setLevelNumber, { params: { id }, body: { level: edit.number } });
    },
    onSettled: async (_data, _error, { id, edit }) => {
      // A video level's video records which level uses it.
      if (edit.content?.call === 'video')
        void queryClient.invalidateQueries({ queryKey: adminVideosQueryKey });
      void queryClient.invalidateQueries({ queryKey: adminLevelQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: courseQueryKey });
    },
  });
}

/** Publishes a level to learners, or takes it back to a draft. The course is refetched either way. */
export function useSetLevelPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      apiCall(updateLevelSettings, { params: { id }, body: { published } }),
    onSettled: async (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: adminLevelQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: courseQueryKey });
    },
  });
}
