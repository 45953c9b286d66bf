import { z } from 'zod';
import { session } from './accounts';
import { limits } from './constants';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import * as routes from './routes';

/** Which sign-in providers this server is configured for (part of `GET /site-info`). */
export const signInProviders = z.object({
  google: z.boolean(),
  /** The Services ID the browser passes to Apple's script; null when Apple is not configured. */
  apple: z.object({ clientId: z.string() }).nullable(),
});
export type SignInProviders = z.infer<typeof signInProviders>;

/** A redirect: the browser follows `Location`, there is no body. */
const redirect = z.null().describe('Redirect; see the Location header.');
const providerParam = z.string().max(limits.tokenMax * 10);

export const googleAuth = endpoint({
  ...methodAndPath(routes.googleAuth),
  access: 'public',
  summary:
    'Start signing in with Google (browser navigation): redirects to Google with PKCE, state and nonce kept in a short-lived signed cookie. 404 `not_configured` when Google is not set up.',
  responses: { 302: redirect, 404: errorBody },
});

export const googleCallback = endpoint({
  ...methodAndPath(routes.googleCallback),
  access: 'public',
  summary:
    "Google's return: verifies the answer and its ID token, finds or creates the account by verified e-mail and redirects to `/?token=…` (with `&newAccount=1` when this sign-in created it); any failure redirects to `/login?error=…`.",
  // Google adds parameters of its own (scope, authuser, prompt, hd): they are let through.
  query: z.looseObject({
    code: providerParam.optional(),
    state: providerParam.optional(),
    iss: providerParam.optional(),
    error: providerParam.optional(),
    error_description: providerParam.optional(),
  }),
  responses: { 302: redirect, 400: errorBody },
});

/**
 * A session opened by a provider, and whether that sign-in made the account: a new account takes
 * over the guest's progress, like a sign-up by e-mail; an existing one keeps its own.
 */
export const providerSession = session.extend({ newAccount: z.boolean() });

export const signinApple = endpoint({
  ...methodAndPath(routes.signinApple),
  access: 'public',
  summary:
    "Sign in with the ID token Apple's script returned: checks its signature against Apple's keys, issuer, audience, expiry and nonce (once only); the name comes from `fullName` on the first sign-in.",
  body: z.strictObject({
    /** The `authorization.id_token` Apple's script returned. */
    id_token: z
      .string()
      .min(1)
      .max(limits.tokenMax * 50),
    /** The random value whose SHA-256 (hex) was given to Apple's script as its nonce. */
    nonce: z.string().min(16).max(limits.tokenMax),
    fullName: z
      .strictObject({
        givenName: z.string().trim().max(limits.nameMax).nullish(),
        familyName: z.string().trim().max(limits.nameMax).nullish(),
      })
      .optional(),
    /** The Services ID the script was initialised with; must be this server's. */
    audience: z.string().max(limits.tokenMax).optional(),
  }),
  responses: {
    200: providerSession,
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
    429: errorBody,
    502: errorBody,
  },
});
