import { cachedRequests, cacheNames, mediaPath } from './cached-requests';

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

/**
 * The files a cache holds, by path, with their sizes: two calls for the whole cache, where a lookup
 * per file made two calls for each of the course's ~550 files on every visit. A size comes from the
 * stored headers, or from the body where they do not tell it.
 */
async function keptFiles(cacheName: string): Promise<Map<string, () => Promise<number>>> {
  const cache = await caches.open(cacheName);
  // Both in the cache's own order, one entry each.
  const [requests, responses] = await Promise.all([cache.keys(), cache.matchAll()]);
  return new Map(
    requests.map((request, index) => {
      const response = responses[index];
      const length = Number(response?.headers.get('content-length') ?? Number.NaN);
      const size = async () => (Number.isFinite(length) ? length : ((await response?.blob())?.size ?? 0));
      return [mediaPath(request.url), size];
    }),
  );
}

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
  const kept = new Map(
    await Promise.all(
      [...new Set(queue.map((file) => file.cacheName))].map(
        async (name) => [name, await keptFiles(name)] as const,
      ),
    ),
  );
  let overBudget = false;
  /** The size of a file once kept, or null if it could not be. */
  const keep = async ({ url, cacheName }: (typeof queue)[number]): Promise<number | null> => {
    const size = kept.get(cacheName)?.get(mediaPath(url));
    if (size) return size();
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

/** What the media worker answers: the outcome, or why it could not keep the course. */
export type CourseMediaReply = { outcome: CourseMediaOutcome } | { error: string };

/**
 * `keepCourseMedia` in a worker of its own (`course-media.worker.ts`), whose fetches the service
 * worker answers and keeps as it does the page's: the page's thread stays free for play. On the page
 * itself where a worker cannot run (none in the browser, or its script failed to load).
 */
export function keepCourseMediaAside(urls: readonly string[]): Promise<CourseMediaOutcome> {
  if (typeof Worker !== 'function') return keepCourseMedia(urls);
  const worker = new Worker(new URL('./course-media.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<CourseMediaOutcome>((resolve, reject) => {
    worker.addEventListener('message', ({ data }: MessageEvent<CourseMediaReply>) => {
      if ('outcome' in data) resolve(data.outcome);
      else reject(new Error(data.error));
    });
    worker.addEventListener('error', () => resolve(keepCourseMedia(urls)));
    worker.postMessage(urls);
  }).finally(() => worker.terminate());
}
