import { hash, verify } from '@node-rs/argon2';
import type { FirstLanguage, Language, PublicUser, UserSettings } from '@tp/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import type { TokenClaims } from '../../platform/auth-token';
import { badRequest, httpError, notFound, unauthorized } from '../../platform/http-error';
import type { Mailer } from '../../platform/mailer';
import type { RateLimitStore } from '../../platform/rate-limit';
import type { SignedIn } from '../../platform/routes';
import { type AuthLimits, authLimiter, signInLimiter } from './auth-limits';
import { resetPasswordMail, signupAttemptMail, verificationMail } from './emails';
import { findUserAndAddress, rememberAddress } from './known-addresses';
import { refuseWeakPassword } from './new-passwords';
import { consumeToken, issueToken, tokenOwner } from './one-time-tokens';
import type { Sessions } from './sessions';
import { eraseAccount, findUserByEmail, findUserById, normaliseEmail, toPublicUser } from './users';

export interface AccountsDeps {
  db: Database;
  sessions: Sessions;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  appUrl: string;
  authLimits: AuthLimits;
}

/** Who is asking: the client's address (rate limits), language (e-mails) and device (sessions). */
export interface Caller {
  ip: string;
  lang: Language;
  device: string;
}

export interface Session {
  token: string;
  user: PublicUser;
}

/** How recent a sign-in must be to delete an account that has no password. */
const freshSignInSeconds = 10 * 60;

/** Verified against when the e-mail is unknown, so that both answers take as long. */
const decoyHash = hash('decoy-password-for-timing');

/** A new session for `user` on the caller's device: what every kind of sign-in answers. */
export const openSession = async (
  sessions: Sessions,
  user: UserRow,
  caller: Pick<Caller, 'ip' | 'device'>,
): Promise<Session> => ({
  token: await sessions.open(user, caller),
  user: toPublicUser(user),
});

export function createAccountsService(deps: AccountsDeps) {
  const { db, sessions, mailer } = deps;

  const limitAuth = authLimiter(deps.rateLimits, deps.authLimits);
  const limitSignIn = signInLimiter(deps.rateLimits, deps.authLimits);
  const session = (user: UserRow, caller: Caller) => openSession(sessions, user, caller);

  /** For an account without a password, a sign-in recent enough stands in for one. */
  const requireFreshSignIn = (session: TokenClaims, message: string) => {
    if (Date.now() / 1000 - session.issuedAt > freshSignInSeconds) {
      throw httpError('reauth_required', message);
    }
  };

  const verificationLink = async (user: UserRow) =>
    `${deps.appUrl}/verify-email?token=${await issueToken(db, user.id, 'verify_email')}`;

  return {
    /**
     * Answers alike, after the same work, whether or not the address has an account: a new one is
     * made and mailed its verification link; a taken one is left as it is and its owner mailed
     * where to sign in. Either mail is composed and sent after the answer. No session opens:
     * the new account signs in as any other.
     */
    async signup(input: { name: string; email: string; password: string }, caller: Caller): Promise<string> {
      await limitAuth('signup', caller.ip, input.email);
      await refuseWeakPassword(input.password, 'password', [input.name, input.email]);
      const email = normaliseEmail(input.email);
      const [created] = await db
        .insert(users)
        .values({ name: input.name.trim(), email, passwordHash: await hash(input.password) })
        .onConflictDoNothing()
        .returning();
      mailer.sendInBackground(async () => {
        if (created)
          return verificationMail(caller.lang, email, created.name, await verificationLink(created));
        const owner = await findUserByEmail(db, email);
        return owner && signupAttemptMail(owner.settings.lang ?? caller.lang, email, owner.name, deps.appUrl);
      });
      return 'Check your inbox: we have sent a link to verify your e-mail address.';
    },

    async signin(input: { email: string; password: string }, caller: Caller): Promise<Session> {
      const account = await findUserAndAddress(db, input.email, caller.ip);
      const attempt = await limitSignIn(input.email, caller.ip, account?.knownAddress ?? false);
      const user = account?.user;
      const ok = await verify(user?.passwordHash ?? (await decoyHash), input.password);
      if (user && !user.passwordHash) {
        throw httpError(
          'no_password',
          'This account was made with Google or Apple and has no password. Sign in with them, or set a password through "Forgot password?".',
        );
      }
      if (!user?.passwordHash || !ok) {
        throw httpError('invalid_credentials', 'Invalid email or password');
      }
      await attempt.succeeded();
      return session(user, caller);
    },

    /** Sends a new verification link to the signed-in user's own address. */
    async resendVerification(user: UserRow, email: string, caller: Caller): Promise<boolean> {
      if (normaliseEmail(email) !== user.email) {
        throw badRequest('This is not the e-mail address of your account.', {
          email: 'Email does not match',
        });
      }
      await limitAuth('resend-verification', caller.ip, user.email);
      if (user.verified) return false;
      await mailer.send(verificationMail(caller.lang, user.email, user.name, await verificationLink(user)));
      return true;
    },

    /**
     * Answers alike, and as fast, for known and unknown addresses: the account is looked up, the
     * token issued and the mail sent in the background, after the answer.
     */
    async forgotPassword(email: string, caller: Caller): Promise<string> {
      await limitAuth('forgot-password', caller.ip, email);
      mailer.sendInBackground(async () => {
        const user = await findUserByEmail(db, email);
        if (!user) return null;
        const link = `${deps.appUrl}/reset-password?token=${await issueToken(db, user.id, 'reset_password')}`;
        return resetPasswordMail(caller.lang, user.email, user.name, link);
      });
      return 'If an account exists for this address, we have sent a link to reset its password.';
    },

    /** Sets the new password and ends every session. Proves the address, too. */
    async resetPassword(token: string, newPassword: string, caller: Caller): Promise<string> {
      await limitAuth('reset-password', caller.ip);
      const invalid = () => httpError('invalid_token', 'Invalid or expired token.');
      // The token's owner, to judge the password by; it is spent only once the password passes.
      const ownerId = await tokenOwner(db, token, 'reset_password');
      const owner = ownerId && (await findUserById(db, ownerId));
      if (!owner) throw invalid();
      await refuseWeakPassword(newPassword, 'newPassword', [owner.name, owner.email]);
      const passwordHash = await hash(newPassword);
      const userId = await consumeToken(db, token, 'reset_password');
      if (!userId) throw invalid();
      await db.update(users).set({ passwordHash, verified: true }).where(eq(users.id, userId));
      await sessions.endAll(userId);
      // Whoever followed the mailed link owns the account: this address is spared an attack's limit.
      await rememberAddress(db, userId, caller.ip);
      return 'Your password has been reset. You can now log in.';
    },

    async verifyEmail(token: string): Promise<void> {
      const userId = await consumeToken(db, token, 'verify_email');
      if (!userId) throw httpError('invalid_token', 'Invalid or expired token.');
      await db.update(users).set({ verified: true }).where(eq(users.id, userId));
    },

    /**
     * Merges the fields sent into the stored settings and returns them all, with the first
     * language (set when sent, null forgetting it).
     */
    async updateSettings(
      user: UserRow,
      { firstLanguage, ...patch }: UserSettings & { firstLanguage?: FirstLanguage | null },
    ): Promise<{ settings: UserSettings; firstLanguage: FirstLanguage | null }> {
      const [row] = await db
        .update(users)
        .set({
          settings: sql`${users.settings} || ${JSON.stringify(patch)}::jsonb`,
          ...(firstLanguage !== undefined && { firstLanguage }),
        })
        .where(eq(users.id, user.id))
        .returning({ settings: users.settings, firstLanguage: users.firstLanguage });
      return { settings: row?.settings ?? {}, firstLanguage: row?.firstLanguage ?? null };
    },

    /**
     * Deletes the account and what is its own (see `eraseAccount`). The password confirms it; an
     * account without one needs a sign-in from the last few minutes.
     */
    async deleteAccount(user: UserRow, password: string | undefined, session: TokenClaims, caller: Caller) {
      await limitAuth('delete-account', caller.ip, user.email);
      if (user.passwordHash) {
        if (!password || !(await verify(user.passwordHash, password))) {
          throw httpError('invalid_credentials', 'The password is not correct.');
        }
      } else requireFreshSignIn(session, 'Sign in again to delete your account.');
      await db.transaction((tx) => eraseAccount(tx, user));
    },

    /**
     * Sets a new password and ends every session but the caller's, which gets a fresh token. The
     * current password confirms it; an account without one (Google, Apple) may set its first one
     * after a sign-in from the last few minutes, as deleting it asks.
     */
    async changePassword(
      user: UserRow,
      input: { currentPassword?: string | undefined; newPassword: string },
      current: TokenClaims,
      caller: Caller,
    ): Promise<Session> {
      await limitAuth('change-password', caller.ip, user.email);
      if (user.passwordHash) {
        if (input.currentPassword === undefined) {
          throw badRequest('Enter your current password.', { currentPassword: 'Required' });
        }
        if (!(await verify(user.passwordHash, input.currentPassword))) {
          throw httpError('wrong_password', 'The current password is not correct.');
        }
      } else requireFreshSignIn(current, 'Sign in again to set a password.');
      await refuseWeakPassword(input.newPassword, 'newPassword', [user.name, user.email]);
      const [updated] = await db
        .update(users)
        .set({ passwordHash: await hash(input.newPassword) })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw unauthorized();
      await sessions.endAll(user.id);
      return session(updated, caller);
    },

    /** Whom a session token signs in, while its session runs. */
    authenticate: (bearer: string | undefined): Promise<SignedIn | null> => sessions.resolve(bearer),

    /** Ends the caller's session, or every session of its user. */
    async logout(session: TokenClaims, everywhere = false): Promise<void> {
      if (everywhere) await sessions.endAll(session.userId);
      else await sessions.end(session.userId, session.sessionId);
    },

    sessionsOf: (session: TokenClaims) => sessions.list(session.userId, session.sessionId),

    async endSession(user: UserRow, sessionId: string): Promise<void> {
      if (!(await sessions.end(user.id, sessionId))) throw notFound('No such session.');
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
