// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/checkout')).toBe('/checkout');
    expect(safeReturnPath('/success?session_id=pi_1#top')).toBe('/success?session_id=pi_1#top');
  });

  it.each([
    'https://evil.example',
    'https://evil.example/checkout',
    '//evil.example',
    '//evil.example/checkout',
    '/\\evil.example',
    '/\t/evil.example',
    '/.//evil.example',
    'javascript:alert(1)',
    'checkout',
    '',
    null,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('signInPath', () => {
  it('names the page to come back to, or none', () => {
    expect(signInPath('/login', '/success?session_id=pi_1')).toBe(
      '/login?next=%2Fsuccess%3Fsession_id%3Dpi_1',
    );
    expect(signInPath('/signup', null)).toBe('/signup');
  });
});
