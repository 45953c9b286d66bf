import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RequestInput } from '@tp/contract/endpoint';
import type {
  createImage as createImageEndpoint,
  createSound as createSoundEndpoint,
  createVideo as createVideoEndpoint,
  updateImage as updateImageEndpoint,
  updateSound as updateSoundEndpoint,
  updateVideo as updateVideoEndpoint,
} from '@tp/contract/media';
import {
  createImage,
  createSound,
  createVideo,
  deleteImage,
  deleteSound,
  deleteVideo,
  generateAudio,
  images,
  sounds,
  suggestTranscription,
  updateImage,
  updateSound,
  updateVideo,
  uploadAudio,
  uploadFields,
  uploadImage,
  uploadVideo,
  videos,
} from '@tp/contract/routes';
import { apiCall } from '#web/lib/api-client';
import { apiUpload } from '#web/lib/api-upload';
import { type Edit, useListMutation } from './list-mutation';

export type SoundBody = RequestInput<typeof createSoundEndpoint>['body'];
export type VideoBody = RequestInput<typeof createVideoEndpoint>['body'];
export type ImageBody = RequestInput<typeof createImageEndpoint>['body'];

// Lists

const adminSoundsQueryKey = ['admin', 'sounds'] as const;
export const adminVideosQueryKey = ['admin', 'videos'] as const;
export const adminImagesQueryKey = ['admin', 'images'] as const;

export const adminSoundsQueryOptions = () =>
  queryOptions({
    queryKey: adminSoundsQueryKey,
    queryFn: ({ signal }) => apiCall(sounds, undefined, { signal }),
    select: (body) => body.sounds,
  });

export const adminVideosQueryOptions = () =>
  queryOptions({
    queryKey: adminVideosQueryKey,
    queryFn: ({ signal }) => apiCall(videos, undefined, { signal }),
    select: (body) => body.videos,
  });

export const adminImagesQueryOptions = () =>
  queryOptions({
    queryKey: adminImagesQueryKey,
    queryFn: ({ signal }) => apiCall(images, undefined, { signal }),
    select: (body) => body.images,
  });

export const useAdminSounds = () => useQuery(adminSoundsQueryOptions());
export const useAdminVideos = () => useQuery(adminVideosQueryOptions());
export const useAdminImages = () => useQuery(adminImagesQueryOptions());

// Uploads: each resolves to the stored file's URL.

export const useUploadAudio = () =>
  useMutation({
    mutationFn: (file: File) =>
      apiUpload(uploadAudio, uploadFields.uploadAudio, file).then((body) => body.audioURL),
  });

export const useUploadVideo = () =>
  useMutation({
    mutationFn: (file: File) =>
      apiUpload(uploadVideo, uploadFields.uploadVideo, file).then((body) => body.url),
  });

export const useUploadImage = () =>
  useMutation({
    mutationFn: (file: File) =>
      apiUpload(uploadImage, uploadFields.uploadImage, file).then((body) => body.url),
  });

/**
 * Speaks `text` on the server, its stops as `answer` writes them (the dictionary's when absent);
 * resolves to the stored audio's URL.
 */
export const useGenerateAudio = () =>
  useMutation({
    mutationFn: (body: { text: string; answer?: string | undefined }) =>
      apiCall(generateAudio, { body }).then((reply) => reply.audioURL),
  });

/** The dictionary's phonetic answer for an English word or sentence (null when a word is unknown). */
export const transcriptionQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['admin', 'transcription', text],
    queryFn: ({ signal }) => apiCall(suggestTranscription, { query: { text } }, { signal }),
    enabled: text !== '',
    // The dictionary does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });

// Saving and deleting: each refreshes its list; an edit's file left out stays as it is.

export const useCreateSound = () =>
  useListMutation(adminSoundsQueryKey, (body: SoundBody) => apiCall(createSound, { body }));
export const useUpdateSound = () =>
  useListMutation(adminSoundsQueryKey, ({ id, body }: Edit<typeof updateSoundEndpoint>) =>
    apiCall(updateSound, { params: { id }, body }),
  );
export const useDeleteSound = () =>
  useListMutation(adminSoundsQueryKey, (id: string) => apiCall(deleteSound, { params: { id } }));

export const useCreateVideo = () =>
  useListMutation(adminVideosQueryKey, (body: VideoBody) => apiCall(createVideo, { body }));
export const useUpdateVideo = () =>
  useListMutation(adminVideosQueryKey, ({ id, body }: Edit<typeof updateVideoEndpoint>) =>
    apiCall(updateVideo, { params: { id }, body }),
  );
export const useDeleteVideo = () =>
  useListMutation(adminVideosQueryKey, (id: string) => apiCall(deleteVideo, { params: { id } }));

export const useCreateImage = () =>
  useListMutation(adminImagesQueryKey, (body: ImageBody) => apiCall(createImage, { body }));
export const useUpdateImage = () =>
  useListMutation(adminImagesQueryKey, ({ id, body }: Edit<typeof updateImageEndpoint>) =>
    apiCall(updateImage, { params: { id }, body }),
  );
export const useDeleteImage = () =>
  useListMutation(adminImagesQueryKey, (id: string) => apiCall(deleteImage, { params: { id } }));
