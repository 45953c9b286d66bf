/**
 * The requests the service worker answers from its caches, by full URL: shared by the build's
 * worker configuration (`pwa.config.ts`) and the page, which fills those caches on a first visit
 * (`register-worker.ts`). A pattern anchored at `^` also matches other origins (the media CDN);
 * the others match this origin only.
 */
export const cachedRequests = {
  /** The build's hashed, never-changing files: scripts, styles, fonts. Kept first-come. */
  assets: /\/assets\/[^/?#]+\.(?:js|css|woff2)$/,
  /** The course: fresh from the network when it answers, else the last copy. */
  course: /\/api\/v1\/levels(?:\?[^#]*)?$/,
  /** Sounds and pictures, from this server or the media CDN. */
  media: /^[^?#]+\.(?:mp3|wav|ogg|oga|opus|m4a|aac|png|jpe?g|webp|avif|gif|svg)(?:\?[^#]*)?$/i,
  /**
   * Videos, from this server or the media CDN: a player asks for byte ranges, which the worker cuts
   * from the whole file once it is kept (a whole-file request keeps it; a range is not kept).
   */
  videos: /^[^?#]+\.(?:mp4|m4v|webm|ogv|mov)(?:\?[^#]*)?$/i,
} as const;

/** The caches they go to; the worker deletes none of them on an update, as their files do not change with it. */
export const cacheNames = {
  assets: 'tp-assets',
  course: 'tp-course',
  media: 'tp-media',
  videos: 'tp-videos',
} as const;

/**
 * The most files the media caches keep, each, before the oldest go: far above any course's count,
 * so that the whole course stays; the storage budget (`course-media.ts`) is what bounds them.
 */
export const mediaCacheMaxEntries = 5000;

/** How a media file is looked up in its cache: by path, whatever signature its link carries. */
export const mediaMatch = { ignoreSearch: true } as const;

/** The same lookup's key, for a list of what a cache holds: the address without its query. */
export function mediaPath(url: string): string {
  const { origin, pathname } = new URL(url, location.href);
  return origin + pathname;
}

export const isCachedRequest = (url: string): boolean =>
  Object.values(cachedRequests).some((pattern) => pattern.test(url));
