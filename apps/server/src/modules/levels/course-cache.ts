import { contract } from '@tp/contract';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
import { courseVersion } from '../../db/schema';
import { type PrecompressedJson, precompressJson } from '../../platform/precompressed';
import { loadCourse } from './course';

const response = contract.levels.levels.responses[200];

/**
 * One read shared by the callers of one turn of the event loop: a caller gets the result of a read
 * that began after it called, so it never sees a state older than its own arrival, and the
 * requests that arrive together cost one read. Reads of successive turns overlap, so that no
 * caller waits for a read begun before it came.
 */
function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | null = null;
  return () => {
    next ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        next = null;
        read().then(resolve, reject);
      });
    });
    return next;
  };
}

/**
 * The course as `GET /levels` sends it, built once per course version. The version is in the
 * database, raised by triggers on every change to the course, and read for each request (one
 * primary-key read, shared by the requests that arrive together), so every instance serves a
 * change made on any other at once. Where the database tells of changes as they commit (`listen`,
 * PGlite), the version is read again only after one.
 */
export async function createCourseCache(db: Database, listen?: DatabaseHandle['listen']) {
  let cached: { version: number; body: PrecompressedJson } | null = null;
  // Requests arriving while the course is being built wait for that build.
  let building: Promise<{ version: number; body: PrecompressedJson }> | null = null;

  const versionQuery = db
    .select({ version: courseVersion.version })
    .from(courseVersion)
    .where(eq(courseVersion.id, 1))
    .prepare('course_version');
  const readVersion = sharedFreshRead(async () => (await versionQuery.execute())[0]?.version ?? 0);
  // With notifications, a version read stays good until the next change is told.
  let confirmed: Promise<number> | null = null;
  if (listen) {
    await listen('course_version', () => {
      confirmed = null;
    });
  }
  const versionNow = () => {
    if (!listen) return readVersion();
    if (confirmed) return confirmed;
    const read = readVersion();
    confirmed = read;
    read.catch(() => {
      if (confirmed === read) confirmed = null;
    });
    return read;
  };

  async function build() {
    // One snapshot for the number and the course, so that a course is never filed under another version.
    const { version, levels } = await db.transaction(
      async (tx) => {
        const [row] = await tx.select({ version: courseVersion.version }).from(courseVersion);
        return { version: row?.version ?? 0, levels: await loadCourse(tx) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return { version, body: await precompressJson(response.parse({ levels })) };
  }

  return {
    async current(): Promise<PrecompressedJson> {
      const version = await versionNow();
      for (;;) {
        if (cached && cached.version >= version) return cached.body;
        building ??= build()
          .then((built) => {
            if (!cached || built.version > cached.version) cached = built;
            return built;
          })
          .finally(() => {
            building = null;
          });
        // A build begun before this version was read may be older: then build again.
        const built = await building;
        if (built.version >= version) return built.body;
      }
    },
  };
}

export type CourseCache = Awaited<ReturnType<typeof createCourseCache>>;
