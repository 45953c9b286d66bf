import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { Role } from '@tp/contract';

export interface TokenClaims {
  userId: string;
  /** The session the token opens (the `sessions` row). */
  sessionId: string;
  /** When the token was issued (the sign-in), in seconds since the epoch. */
  issuedAt: number;
}

/** Signs and verifies session tokens (JWT, HS256); whether the session still runs is the database's to say. */
export interface TokenService {
  sign(user: { id: string; role: Role }, sessionId: string): string;
  /** The claims of a valid token, or null for a missing, forged, malformed or expired one. */
  verify(token: string): TokenClaims | null;
}

/** A token outlives any session it may open; the session's row ends it. */
const lifetimeSeconds = 400 * 24 * 60 * 60;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The one header tokens are signed with, and so the only one accepted: a token cannot choose its
 * algorithm. (The same bytes as before, so tokens already issued stay valid.)
 */
const header = base64url({ alg: 'HS256' });

function claimsOf(payload: string, now: number): TokenClaims | null {
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  } catch {
    return null;
  }
  const { sub, sid, iat, exp } = claims ?? {};
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof iat !== 'number') return null;
  if (typeof exp !== 'number' || exp <= now) return null;
  return { userId: sub, sessionId: sid, issuedAt: iat };
}

/**
 * Session tokens signed with node:crypto's HMAC, synchronously: every signed-in request verifies
 * one, and WebCrypto's asynchronous job (a hop to the thread pool and back) cost several times the
 * hash itself.
 */
export function createTokenService(secret: string): TokenService {
  const key = createSecretKey(Buffer.from(secret));
  const signature = (signed: string) => createHmac('sha256', key).update(signed).digest('base64url');
  return {
    sign(user, sessionId) {
      const iat = Math.floor(Date.now() / 1000);
      const signed = `${header}.${base64url({ role: user.role, sid: sessionId, sub: user.id, iat, exp: iat + lifetimeSeconds })}`;
      return `${signed}.${signature(signed)}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== header) return null;
      const [, payload = '', given = ''] = parts;
      // Compared as the exact characters, in constant time: no other spelling of the bytes passes.
      const expected = Buffer.from(signature(`${header}.${payload}`));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      return claimsOf(payload, Math.floor(Date.now() / 1000));
    },
  };
}
