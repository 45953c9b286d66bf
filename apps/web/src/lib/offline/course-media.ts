import { cachedRequests, cacheNames, mediaMatch } from './cached-requests';

/**
 * The most the course's media may take on a device for offline play: 50 MiB. The demo course's
 * are 1.05 MiB (docs/performance.md, "0032"); a course past the budget is kept from its first
 * level up to it, and the rest as it is played.
 */
export const offlineMediaBudgetBytes = 50 * 1024 * 1024;

/** Files fetched at once: few, so that a learner who starts playing meanwhile is not held up. */
const parallelFetches = 3;

export type CourseMediaOutcome =
  | { kind: 'kept' | 'over-budget'; files: number; kept: number; fetched: number; bytes: number }
  | { kind: 'no-room'; free: number }
  | { kind: 'save-data' };

/** The cache the worker keeps a file of the course in, if any. */
const cacheNameOf = (url: string) =>
  cachedRequests.videos.test(url)
    ? cacheNames.videos
    : cachedRequests.media.test(url)
      ? cacheNames.media
      : null;

/**
 * Keeps every sound, picture and video of the course (`urls`, in the course's order) in the
 * service worker's caches, within `offlineMediaBudgetBytes`: a whole course then plays offline,
 * not only the levels reached. Files already kept are counted, not fetched again; the others are
 * fetched through the worker, which keeps them, until the budget is reached (the files under way
 * then are kept too). Nothing is fetched when the learner asked to save data, or when the device
 * has less room left than the budget.
 */
export async function keepCourseMedia(urls: readonly string[]): Promise<CourseMediaOutcome> {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return { kind: 'save-data' };
  const estimate = await navigator.storage?.estimate?.();
  if (estimate?.quota !== undefined) {
    const free = estimate.quota - (estimate.usage ?? 0);
    if (free < offlineMediaBudgetBytes) return { kind: 'no-room', free };
  }

  const queue = urls.flatMap((url) => {
    const cacheName = cacheNameOf(url);
    return cacheName ? [{ url, cacheName }] : [];
  });
  const outcome = { files: queue.length, kept: 0, fetched: 0, bytes: 0 };
  let overBudget = false;
  /** The size of a file once kept, or null if it could not be. */
  const keep = async ({ url, cacheName }: (typeof queue)[number]): Promise<number | null> => {
    // A kept file's size is read from the cache without loading it.
    const cached = await (await caches.open(cacheName)).match(url, mediaMatch);
    if (cached) return (await cached.blob()).size;
    const response = await fetch(url);
    if (!response.ok) return null;
    outcome.fetched++;
    return (await response.arrayBuffer()).byteLength;
  };
  const fetcher = async () => {
    for (let file = queue.shift(); file && !overBudget; file = queue.shift()) {
      const size = await keep(file).catch(() => null);
      if (size === null) continue;
      outcome.bytes += size;
      outcome.kept++;
      overBudget = outcome.bytes >= offlineMediaBudgetBytes;
    }
  };
  await Promise.all(Array.from({ length: parallelFetches }, fetcher));
  return { kind: overBudget ? 'over-budget' : 'kept', ...outcome };
}
