import type { PublicSession } from '@tp/contract';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, type UserRow, users } from '../../db/schema';
import type { TokenClaims, TokenService } from '../../platform/auth-token';
import { rememberAddress } from './known-addresses';

/** How much of a User-Agent is kept to tell devices apart. */
const deviceMax = 200;
/** A session's last use is written at most this often, so that reading does not mean writing. */
export const touchEveryMs = 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Sessions: a row per signed-in device, named by its token. A session unused for `idleDays` ends;
 * each use (noted at most hourly) gives it `idleDays` more, so an active learner stays signed in.
 */
export function createSessions(db: Database, tokens: TokenService, idleDays: number) {
  const idleUntil = () => new Date(Date.now() + idleDays * dayMs);
  // Every signed-in request reads it: built once, prepared on PostgreSQL.
  const running = db
    .select({ user: users, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('running_session');

  /** The claims of a validly signed bearer token, else null; the database is not asked. */
  const verify = (bearer: string | undefined) => (bearer ? tokens.verify(bearer) : null);

  /** The user of verified `claims` while their session runs, else null; notes the session's use. */
  const resume = async (claims: TokenClaims): Promise<UserRow | null> => {
    const [row] = await running.execute({ sessionId: claims.sessionId, userId: claims.userId });
    if (!row) return null;
    if (Date.now() - row.lastUsedAt.getTime() > touchEveryMs) {
      await db
        .update(sessions)
        .set({ lastUsedAt: new Date(), expiresAt: idleUntil() })
        .where(eq(sessions.id, claims.sessionId));
    }
    return row.user;
  };

  return {
    /**
     * Opens a session for `user` on `device` and returns its token; forgets the user's ended ones.
     * The address it signed in from becomes known to the sign-in limits.
     */
    async open(user: UserRow, { device, ip }: { device: string; ip: string }): Promise<string> {
      await db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, sql`now()`)));
      await rememberAddress(db, user.id, ip);
      const [row] = await db
        .insert(sessions)
        .values({ userId: user.id, device: device.slice(0, deviceMax), expiresAt: idleUntil() })
        .returning({ id: sessions.id });
      if (!row) throw new Error('insert returned no row');
      return tokens.sign(user, row.id);
    },

    /** The claims of a token and its user while its session runs, else null; one read. */
    async resolve(bearer: string | undefined): Promise<{ user: UserRow; claims: TokenClaims } | null> {
      const claims = verify(bearer);
      if (!claims) return null;
      const user = await resume(claims);
      return user ? { user, claims } : null;
    },

    verify,
    resume,

    /** The user's running sessions, the latest used first. */
    async list(userId: string, currentId: string): Promise<PublicSession[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
      return rows.map((r) => ({
        id: r.id,
        device: r.device,
        createdAt: r.createdAt.toISOString(),
        lastUsedAt: r.lastUsedAt.toISOString(),
        current: r.id === currentId,
      }));
    },

    /** Ends one of the user's sessions; false when the user has no such session. */
    async end(userId: string, sessionId: string): Promise<boolean> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** Ends every session of the user, but `keep` when given. */
    async endAll(userId: string, keep?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
