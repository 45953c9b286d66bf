import { type AdminLevel, contract, type Language, withSpeakingModels } from '@tp/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Listen } from '../../db/notifications';
import { courseVersion } from '../../db/schema';
import type { MediaLinks } from '../../platform/media-links';
import { type Precompressed, precompressJson } from '../../platform/precompressed';
import { withAcceptedSpellings } from './accepted-spellings';
import { loadCourse, publishedCourse } from './course';
import { openLevel, premiumOnlyMedia } from './course-views';
import { localiseLevel } from './translations';

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

/** How long a version learnt from the database is trusted without word of a change. */
const trustMs = 5_000;

/**
 * The course as `GET /levels` sends it, built once per course version and language. The version is
 * in the database, raised by triggers on every change to the course, which also notify. While this
 * instance hears the notifications, it reads the version again only after one (or after
 * `trustMs`, in case a connection died unnoticed), so another instance's change is served as soon
 * as the database tells of it (with its commit on PGlite, within milliseconds on PostgreSQL).
 * While it does not hear them, it reads the version for each request (one primary-key read,
 * shared by the requests that arrive together). `changedHere` tells it of a change made through
 * this instance, served at once, before the notification.
 *
 * A version's course is read once, with every translation; each language's body is made from it
 * when first asked for, so a learner's course holds their language only. Each comes in two views:
 * the open one, in which premium-only levels carry no content, and the full one, for premium
 * learners and admins, whose links to premium-only files are signed. Those links expire, so the
 * full bodies are made again with each window of signing (`linkWindowMs`).
 */
export async function createCourseCache(
  db: Database,
  links: MediaLinks,
  listen?: Listen,
  options = { trustMs },
) {
  let cached: Snapshot | null = null;
  // Requests arriving while the course is being read wait for that read.
  let building: Promise<Snapshot> | null = null;

  const versionQuery = db
    .select({ version: courseVersion.version })
    .from(courseVersion)
    .where(eq(courseVersion.id, 1))
    .prepare('course_version');
  const readVersion = sharedFreshRead(async () => (await versionQuery.execute())[0]?.version ?? 0);
  // The version last read while hearing notifications, good until the next change is told.
  let confirmed: { version: Promise<number>; until: number } | null = null;
  const forget = () => {
    confirmed = null;
  };
  const notifications = listen ? await listen('course_version', forget) : { hearing: false };
  const versionNow = () => {
    if (!notifications.hearing) return readVersion();
    if (confirmed && performance.now() < confirmed.until) return confirmed.version;
    const read = readVersion();
    const mine = { version: read, until: performance.now() + options.trustMs };
    confirmed = mine;
    read.catch(() => {
      if (confirmed === mine) confirmed = null;
    });
    return read;
  };

  async function build(): Promise<Snapshot> {
    // One snapshot for the number and the course, so that a course is never filed under another version.
    const { version, levels } = await db.transaction(
      async (tx) => {
        const [row] = await tx.select({ version: courseVersion.version }).from(courseVersion);
        // Drafts never reach the public course, nor the first page the server renders from it.
        // Each item's accepted spellings, worked out here once per version, never per answer; each
        // speaking text's model voice, from the published levels a learner may hear it in.
        const levels = withSpeakingModels(publishedCourse(await loadCourse(tx)).map(withAcceptedSpellings));
        return { version: row?.version ?? 0, levels };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return {
      version,
      levels,
      byId: new Map(levels.map((level) => [level._id, level])),
      premiumMedia: premiumOnlyMedia(levels),
      open: new Map(),
      full: { expiry: 0, bodies: new Map() },
    };
  }

  /** The course of a snapshot in one language and view, serialised, checked and compressed once. */
  function body(snapshot: Snapshot, language: Language, full: boolean): Promise<Precompressed> {
    if (full) {
      const expiry = links.expiry();
      if (snapshot.full.expiry !== expiry) snapshot.full = { expiry, bodies: new Map() };
    }
    const bodies = full ? snapshot.full.bodies : snapshot.open;
    let made = bodies.get(language);
    if (!made) {
      const levels = snapshot.levels.map((level) => localiseLevel(level, language));
      const json = JSON.stringify(response.parse({ levels: full ? levels : levels.map(openLevel) }));
      made = precompressJson(full ? links.signAll(json, snapshot.premiumMedia, snapshot.full.expiry) : json);
      bodies.set(language, made);
      // A failure is not kept: the next request tries again.
      made.catch(() => bodies.delete(language));
    }
    return made;
  }

  /** The snapshot of the current version, read when there is none yet. */
  async function snapshot(): Promise<Snapshot> {
    const version = await versionNow();
    for (;;) {
      if (cached && cached.version >= version) return cached;
      building ??= build()
        .then((built) => {
          if (!cached || built.version > cached.version) cached = built;
          return built;
        })
        .finally(() => {
          building = null;
        });
      // A read begun before this version was read may be older: then read again.
      const built = await building;
      if (built.version >= version) return built;
    }
  }

  return {
    changedHere: forget,
    /** The course in `language`: whole (`full`) for premium learners and admins, else the open view. */
    async current(language: Language = 'en', full = false): Promise<Precompressed> {
      return body(await snapshot(), language, full);
    },
    /**
     * A published level as learners play it now, its `level` its place, and the course's length:
     * what an answer is checked against, without reading the course.
     */
    async playable(id: string): Promise<{ level: AdminLevel; courseLength: number } | null> {
      const current = await snapshot();
      const level = current.byId.get(id);
      return level ? { level, courseLength: current.levels.length } : null;
    },
    /** The levels learners play, in order, each `level` its place. */
    async published(): Promise<readonly AdminLevel[]> {
      return (await snapshot()).levels;
    },
    /** The names of the files that only premium-only levels use. */
    async premiumMedia(): Promise<ReadonlySet<string>> {
      return (await snapshot()).premiumMedia;
    },
  };
}

/**
 * The published course of one version with every translation, the files only its premium-only
 * levels use, and its bodies in the languages asked for so far: open, and full for the links' expiry.
 */
interface Snapshot {
  version: number;
  levels: AdminLevel[];
  byId: ReadonlyMap<string, AdminLevel>;
  premiumMedia: ReadonlySet<string>;
  open: Map<Language, Promise<Precompressed>>;
  full: { expiry: number; bodies: Map<Language, Promise<Precompressed>> };
}

export type CourseCache = Awaited<ReturnType<typeof createCourseCache>>;
