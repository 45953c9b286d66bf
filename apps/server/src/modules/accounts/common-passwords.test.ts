import { limits } from '@tp/contract';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('the breached passwords', () => {
  it.each(['password', 'password1', 'iloveyou2'])('hold %j, in any case', async (password) => {
    expect(await isCommonPassword(password)).toBe(true);
    expect(await isCommonPassword(password.toUpperCase())).toBe(true);
    expect(await isCommonPassword(`${password[0]?.toUpperCase()}${password.slice(1)}`)).toBe(true);
  });

  it('do not hold a password no breach has shown', async () => {
    expect(await isCommonPassword('violet kettle drum')).toBe(false);
  });

  // Only what a password may be at all is kept in memory: shorter or longer entries never match.
  it(`keep none shorter than ${limits.passwordMin} characters`, async () => {
    expect(await isCommonPassword('1234567')).toBe(false);
    expect(await isCommonPassword('letmein')).toBe(false);
  });
});
