import { createHash } from 'node:crypto';
import { appleSignIn } from '@tp/contract';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import { httpError } from '../../platform/http-error';

export interface AppleOptions {
  /** The Services ID: the audience of the ID tokens. */
  clientId: string;
  jwksUrl: string;
}

// A token Apple did not sign for us is a failed sign-in (401), not a bad link (`invalid_token`).
const invalidToken = (message = 'The Apple sign-in could not be verified.') =>
  httpError('unauthorized', message);

/** Failures of the token itself; any other failure is reaching or reading Apple's keys. */
const tokenErrors: readonly (new (...args: never[]) => errors.JOSEError)[] = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];

/** The SHA-256 (hex) of a nonce: the browser gives Apple this, and keeps the nonce itself. */
export const nonceDigest = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

/**
 * Verifies an ID token from Sign in with Apple: signature against Apple's published keys (fetched
 * and cached), issuer, audience, expiry, and that its nonce is the digest of `nonce`.
 */
export function createAppleVerifier(options: AppleOptions) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return async (idToken: string, nonce: string): Promise<JWTPayload & { sub: string; exp: number }> => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: appleSignIn.issuer,
        audience: options.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'nonce'],
      }));
    } catch (err) {
      if (tokenErrors.some((type) => err instanceof type)) throw invalidToken();
      throw httpError('provider_unavailable', 'Apple could not be reached. Please try again.');
    }
    if (payload.nonce !== nonceDigest(nonce)) throw invalidToken();
    return payload as JWTPayload & { sub: string; exp: number };
  };
}
