import { createHmac } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../src/platform/auth-token';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const tokens = createTokenService(secret);
const user = { id: '5d6f4a1e-8a0e-4c1e-9f57-2b1c8e0f3a11', role: 'user' as const };
const sessionId = '0c9b3f3e-2a5c-4d1b-8f0e-7a6d5c4b3a21';

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies what it signed, with the user, the session and the time of issue', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
    const token = tokens.sign(user, sessionId);
    expect(tokens.verify(token)).toEqual({ userId: user.id, sessionId, issuedAt: 1795694400 });
    expect(payloadOf(token)).toMatchObject({ role: 'user', exp: 1795694400 + 400 * 24 * 60 * 60 });
  });

  it('verifies a token issued before, with the same header and claims (signed by jose)', async () => {
    const issued = await new SignJWT({ role: 'user', sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('400d')
      .sign(new TextEncoder().encode(secret));
    expect(tokens.verify(issued)).toMatchObject({ userId: user.id, sessionId });
  });

  it('refuses a token once it has expired', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const token = tokens.sign(user, sessionId);
    vi.setSystemTime(new Date('2027-02-05T00:00:00Z')); // 400 days later
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, or changed after signing', () => {
    const token = tokens.sign(user, sessionId);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherUser = Buffer.from(
      JSON.stringify({ ...payloadOf(token), sub: '11111111-1111-4111-8111-111111111111' }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      createTokenService('another-secret-of-thirty-two-characters').sign(user, sessionId),
      `${header}.${otherUser}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${header}.${payload}.${signature}=`,
      `${header}.${payload}.${signature.slice(0, -2)}`,
      `${header}.${payload}.`,
    ])
      expect(tokens.verify(forged), forged).toBeNull();
  });

  it('refuses a token that chooses another header or algorithm', async () => {
    const claims = { role: 'admin', sid: sessionId, sub: user.id };
    const unsigned = new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('1d').encode();
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode(secret));
    const withType = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode(secret));
    for (const token of [unsigned, hs512, withType]) expect(tokens.verify(token), token).toBeNull();
  });

  it('refuses malformed tokens and validly signed ones without the claims it needs', () => {
    const [header] = tokens.sign(user, sessionId).split('.') as [string];
    const signedAs = (payload: string) => {
      const signed = `${header}.${payload}`;
      // Signed with the right key, so that only the payload is at fault.
      return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const later = Math.floor(Date.now() / 1000) + 3600;
    for (const token of [
      '',
      'not.a.jwt',
      'a.b',
      'a.b.c.d',
      signedAs('not-json'),
      signedAs(encode(null)),
      signedAs(encode([])),
      signedAs(encode({ sid: sessionId, iat: 1, exp: later })),
      signedAs(encode({ sub: user.id, iat: 1, exp: later })),
      signedAs(encode({ sub: user.id, sid: sessionId, exp: later })),
      signedAs(encode({ sub: user.id, sid: sessionId, iat: 1 })),
      signedAs(encode({ sub: user.id, sid: sessionId, iat: 1, exp: '9999999999' })),
    ])
      expect(tokens.verify(token), token).toBeNull();
    expect(tokens.verify(signedAs(encode({ sub: user.id, sid: sessionId, iat: 1, exp: later })))).toEqual({
      userId: user.id,
      sessionId,
      issuedAt: 1,
    });
  });
});
