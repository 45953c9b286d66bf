import { googleCallback, type SignInProviders, type signinApple } from '@tp/contract';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError, httpError } from '../../platform/http-error';
import type { RateLimitStore } from '../../platform/rate-limit';
import {
  type AuthLimits,
  authLimiter,
  type Caller,
  openSession,
  type Session,
  type Sessions,
} from '../accounts';
import { createAppleVerifier } from './apple';
import { createGoogleSignIn, ProviderSignInFailure } from './google';
import { accountForProvider, type ProviderAccount } from './provider-accounts';
import { spendNonce } from './spent-nonces';

export interface SignInProvidersDeps {
  db: Database;
  sessions: Sessions;
  rateLimits: RateLimitStore;
  authLimits: AuthLimits;
  appUrl: string;
  /** The session secret, from which the Google flow's signing key is derived. */
  secret: string;
  google: Config['google'];
  apple: Config['apple'];
}

/** A session opened by a provider, and whether that sign-in made the account. */
export type ProviderSession = Session & { newAccount: boolean };

const openProviderSession = async (
  sessions: Sessions,
  account: ProviderAccount,
  caller: Pick<Caller, 'ip' | 'device'>,
): Promise<ProviderSession> => ({
  ...(await openSession(sessions, account.user, caller)),
  newAccount: account.created,
});

const notConfigured = (provider: string) =>
  httpError('not_configured', `Sign-in with ${provider} is not configured on this server.`);

/** Sign-in with Google (OpenID Connect redirect) and Apple (an ID token from Apple's script). */
export function createSignInProvidersService(deps: SignInProvidersDeps) {
  const { db, sessions, apple } = deps;
  const limitAuth = authLimiter(deps.rateLimits, deps.authLimits);
  const google = deps.google
    ? createGoogleSignIn({
        ...deps.google,
        redirectUri: `${deps.appUrl}${googleCallback.path}`,
        secret: deps.secret,
      })
    : null;
  const verifyApple = apple ? createAppleVerifier(apple) : null;

  return {
    /** What the web app offers: the providers this server is configured for. */
    providers: (): SignInProviders => ({
      google: google !== null,
      apple: apple ? { clientId: apple.clientId } : null,
    }),

    /** Where to send the browser, and the flow value it must bring back (see `google.ts`). */
    startGoogle() {
      if (!google) throw notConfigured('Google');
      return google.start();
    },

    /** Finishes a Google sign-in; throws `ProviderSignInFailure` with the reason to show. */
    async finishGoogle(
      callbackUrl: URL,
      flow: string | undefined,
      caller: Pick<Caller, 'ip' | 'device'>,
    ): Promise<ProviderSession> {
      if (!google) throw new ProviderSignInFailure('failed');
      await limitAuth('signin-google', caller.ip).catch((err: unknown) => {
        throw new ProviderSignInFailure('rate_limited', { cause: err });
      });
      const profile = await google.finish(callbackUrl, flow);
      const account = await accountForProvider(db, profile).catch((err: unknown) => {
        if (err instanceof HttpError && err.code === 'email_unverified') {
          throw new ProviderSignInFailure('email_unverified', { cause: err });
        }
        throw err;
      });
      return openProviderSession(sessions, account, caller);
    },

    async signInWithApple(
      body: z.output<typeof signinApple.body>,
      caller: Pick<Caller, 'ip' | 'device'>,
    ): Promise<ProviderSession> {
      if (!apple || !verifyApple) throw notConfigured('Apple');
      await limitAuth('signin-apple', caller.ip);
      if (body.audience !== undefined && body.audience !== apple.clientId) {
        throw httpError('unauthorized', 'This Apple sign-in is meant for another app.');
      }
      const claims = await verifyApple(body.id_token, body.nonce);
      if (!(await spendNonce(db, String(claims.nonce), new Date(claims.exp * 1000)))) {
        throw httpError('unauthorized', 'This Apple sign-in was already used.');
      }
      // Apple sends the name to the browser on the first sign-in only, never in the token.
      const name = [body.fullName?.givenName, body.fullName?.familyName].filter(Boolean).join(' ');
      const account = await accountForProvider(db, {
        provider: 'apple',
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        // Apple writes this claim as a boolean or as the string "true".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: name || undefined,
      });
      return openProviderSession(sessions, account, caller);
    },
  };
}

export type SignInProvidersService = ReturnType<typeof createSignInProvidersService>;
