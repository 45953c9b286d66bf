import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { nonceDigest } from '../../src/modules/sign-in-providers/apple';

/**
 * Apple's side of Sign in with Apple at the HTTP boundary: a local signing key served as a JWKS
 * over HTTP (as at appleid.apple.com/auth/keys) and ID tokens signed with it, shaped as Apple's.
 */
export async function startAppleKeys(clientId: string) {
  const kid = 'apple-test-key';
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    jwksUrl: `http://127.0.0.1:${port}/auth/keys`,
    /** A random nonce, as the browser keeps it; Apple's token carries its digest. */
    nonce: () => randomBytes(24).toString('base64url'),
    /**
     * An ID token for `nonce` as Apple issues it; `claims` override any claim, `expiresIn` the
     * lifetime (a negative one is expired), `key` signs with another key under Apple's key id.
     */
    async idToken(
      nonce: string,
      claims: JWTPayload = {},
      options: { expiresIn?: number; key?: CryptoKey } = {},
    ): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        iss: 'https://appleid.apple.com',
        aud: clientId,
        sub: `001234.${randomBytes(8).toString('hex')}.0042`,
        iat: now,
        exp: now + (options.expiresIn ?? 600),
        nonce: nonceDigest(nonce),
        nonce_supported: true,
        email: `${randomBytes(6).toString('hex')}@privaterelay.appleid.com`,
        email_verified: 'true',
        is_private_email: 'true',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid })
        .sign(options.key ?? privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
