import { describe, expect, it, vi } from 'vitest';
import { cacheNames } from './cached-requests';
import { keepCourseMedia, offlineMediaBudgetBytes } from './course-media';

const mib = 1024 * 1024;

/**
 * A browser whose worker caches already hold `kept` (by URL, each in the cache the worker puts it
 * in), whose network answers every file with `size` bytes, and whose storage has `free` bytes left.
 */
function browser({
  kept = {},
  size = 1000,
  free = 1024 * mib,
  saveData = false,
  failing = '',
}: {
  kept?: Record<string, { cache: string; size: number }>;
  size?: number;
  free?: number;
  saveData?: boolean;
  /** A file the network fails to give. */
  failing?: string;
}) {
  // A cache lists its requests and its responses, in one order.
  const held = (name: string) => Object.entries(kept).filter(([, file]) => file.cache === name);
  vi.stubGlobal('caches', {
    open: async (name: string) => ({
      keys: async () => held(name).map(([url]) => new Request(new URL(url, location.href))),
      matchAll: async () => held(name).map(([, file]) => new Response(new Uint8Array(file.size))),
    }),
  });
  const fetched = vi.fn(async (url: string) => {
    if (url === failing) throw new TypeError('Failed to fetch');
    return new Response(new Uint8Array(size));
  });
  vi.stubGlobal('fetch', fetched);
  vi.stubGlobal('navigator', {
    ...navigator,
    connection: { saveData },
    storage: { estimate: async () => ({ quota: free + 10 * mib, usage: 10 * mib }) },
  });
  return { fetchedUrls: () => fetched.mock.calls.map(([url]) => url) };
}

const course = ['/media/a.mp3', '/media/b.svg', '/media/c.mp4', '/media/d.mp3'];

describe('keeping the course’s media for offline play', () => {
  it('fetches every file the worker does not hold yet, and only those', async () => {
    const network = browser({
      kept: {
        '/media/a.mp3': { cache: cacheNames.media, size: 500 },
        '/media/c.mp4': { cache: cacheNames.videos, size: 4000 },
      },
    });
    const outcome = await keepCourseMedia(course);
    expect(network.fetchedUrls().sort()).toEqual(['/media/b.svg', '/media/d.mp3']);
    expect(outcome).toEqual({ kind: 'kept', files: 4, kept: 4, fetched: 2, bytes: 500 + 4000 + 2 * 1000 });
  });

  it('fetches a premium file once, whatever signature its link carries from day to day', async () => {
    const network = browser({
      kept: { '/media/a.mp3?exp=100&sig=yesterday': { cache: cacheNames.media, size: 500 } },
    });
    const outcome = await keepCourseMedia([
      '/media/a.mp3?exp=200&sig=today',
      '/media/b.mp3?exp=200&sig=today',
    ]);
    expect(network.fetchedUrls()).toEqual(['/media/b.mp3?exp=200&sig=today']);
    expect(outcome).toMatchObject({ kind: 'kept', kept: 2, fetched: 1 });
  });

  it('leaves out files the worker does not keep', async () => {
    const network = browser({});
    await keepCourseMedia(['/media/a.mp3', '/media/notes.txt']);
    expect(network.fetchedUrls()).toEqual(['/media/a.mp3']);
  });

  it('stops fetching once the course’s media reach the storage budget', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `/media/${i}.mp3`);
    const network = browser({ size: 20 * mib });
    const outcome = await keepCourseMedia(many);
    expect(outcome.kind).toBe('over-budget');
    // The budget is reached with the third file; only the files under way then go past it.
    expect(network.fetchedUrls().length).toBeLessThanOrEqual(5);
    expect(network.fetchedUrls()).not.toContain('/media/19.mp3');
  });

  it('fetches nothing when the device has less room left than the budget', async () => {
    const network = browser({ free: offlineMediaBudgetBytes - 1 });
    expect(await keepCourseMedia(course)).toEqual({ kind: 'no-room', free: offlineMediaBudgetBytes - 1 });
    expect(network.fetchedUrls()).toEqual([]);
  });

  it('fetches nothing when the learner asked the browser to save data', async () => {
    const network = browser({ saveData: true });
    expect(await keepCourseMedia(course)).toEqual({ kind: 'save-data' });
    expect(network.fetchedUrls()).toEqual([]);
  });

  it('goes on past a file the network fails to give', async () => {
    const network = browser({ failing: '/media/b.svg' });
    const outcome = await keepCourseMedia(course);
    expect(network.fetchedUrls().sort()).toEqual(course);
    expect(outcome).toMatchObject({ kind: 'kept', files: 4, kept: 3, fetched: 3 });
  });
});
