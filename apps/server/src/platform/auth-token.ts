import { webcrypto } from 'node:crypto';
import type { Role } from '@tp/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  /** The session the token opens (the `sessions` row). */
  sessionId: string;
  /** When the token was issued (the sign-in), in seconds since the epoch. */
  issuedAt: number;
}

/** Signs and verifies session tokens (HS256); whether the session still runs is the database's to say. */
export interface TokenService {
  sign(user: { id: string; role: Role }, sessionId: string): Promise<string>;
  /** The claims of a valid token, or null for a missing, forged, malformed or expired one. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** A token outlives any session it may open; the session's row ends it. */
const tokenLifetime = '400d';

export function createTokenService(secret: string): TokenService {
  // The key imported once: given raw bytes (or a KeyObject), each signing and verification would
  // import it again, which cost more than checking the signature.
  const key = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign: async (user, sessionId) =>
      new SignJWT({ role: user.role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(tokenLifetime)
        .sign(await key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.iat !== 'number'
        )
          return null;
        return {
          userId: payload.sub,
          sessionId: payload.sid,
          issuedAt: payload.iat,
        };
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}
