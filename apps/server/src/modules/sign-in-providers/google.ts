import { createHmac } from 'node:crypto';
import type { ProviderSignInError } from '@tp/contract';
import { jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import type { ProviderProfile } from './provider-accounts';

export interface GoogleOptions {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
  /** Where the provider sends the browser back: `<APP_URL>/api/v1/auth/google/callback`. */
  redirectUri: string;
  /** The session secret; the flow's own key is derived from it. */
  secret: string;
}

/** How long a visitor may take at the provider before the flow expires. */
export const googleFlowSeconds = 10 * 60;

/** A Google sign-in that did not succeed, with the reason the login page shows. */
export class ProviderSignInFailure extends Error {
  constructor(
    readonly reason: ProviderSignInError,
    options?: { cause?: unknown },
  ) {
    super(`provider sign-in failed: ${reason}`, options);
  }
}

const failed = (cause: unknown) => new ProviderSignInFailure('failed', { cause });

/**
 * Google sign-in through OpenID Connect: authorization code with PKCE, state and nonce. The
 * flow's secrets travel in a signed, short-lived value (an httpOnly cookie) instead of server
 * memory, so that any instance can finish a flow another one started.
 */
export function createGoogleSignIn(options: GoogleOptions) {
  const flowKey = createHmac('sha256', options.secret).update('google sign-in flow').digest();
  let discovered: Promise<oidc.Configuration> | null = null;

  /** The provider's metadata, fetched once; a failure is retried on the next sign-in. */
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(options.issuerUrl),
        options.clientId,
        undefined,
        oidc.ClientSecretPost(options.clientSecret),
        // A plain-http issuer is a local provider (tests, development).
        options.issuerUrl.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };

  return {
    /** The provider's authorization URL, and the signed flow value to keep until the callback. */
    async start(): Promise<{ location: string; flow: string }> {
      const config = await configuration().catch((err: unknown) => {
        throw failed(err);
      });
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      const flow = await new SignJWT({ state, nonce, verifier })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(`${googleFlowSeconds}s`)
        .sign(flowKey);
      return { location: url.href, flow };
    },

    /**
     * Checks the provider's answer at `callbackUrl` against the flow, exchanges the code and
     * verifies the ID token. Throws `ProviderSignInFailure` for anything but a signed-in profile.
     */
    async finish(callbackUrl: URL, flow: string | undefined): Promise<ProviderProfile> {
      if (callbackUrl.searchParams.get('error') === 'access_denied') {
        throw new ProviderSignInFailure('cancelled');
      }
      if (!flow) throw failed(new Error('no sign-in flow cookie'));
      const checks = await jwtVerify(flow, flowKey, { algorithms: ['HS256'] }).then(
        ({ payload }) => payload,
        (err: unknown) => {
          throw failed(err);
        },
      );
      try {
        const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
          pkceCodeVerifier: String(checks.verifier),
          expectedState: String(checks.state),
          expectedNonce: String(checks.nonce),
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token');
        return {
          provider: 'google',
          subject: claims.sub,
          email: typeof claims.email === 'string' ? claims.email : undefined,
          emailVerified: claims.email_verified === true,
          name: typeof claims.name === 'string' ? claims.name : undefined,
        };
      } catch (err) {
        throw failed(err);
      }
    },
  };
}
