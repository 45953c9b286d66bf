import type { Role } from '@tp/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  /** When the token was issued (the sign-in), in seconds since the epoch. */
  issuedAt: number;
}

/** Signs and verifies the stateless session token (HS256). */
export interface TokenService {
  sign(user: { id: string; tokenVersion: number; role: Role }): Promise<string>;
  /** The claims of a valid token, or null for a missing, forged, malformed or expired one. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttlDays: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (user) =>
      new SignJWT({ tv: user.tokenVersion, role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${ttlDays}d`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.tv !== 'number' ||
          typeof payload.iat !== 'number'
        )
          return null;
        return { userId: payload.sub, tokenVersion: payload.tv, issuedAt: payload.iat };
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}
