import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 of a token, which is all that is stored: a leaked table holds no usable link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random token for a link (256 bits, URL-safe) and the hash to store. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
