// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '#web/theme/contrast';
import { avatarColourFor, headerInitials, hslToHex, profileInitials } from './initials';

describe('headerInitials', () => {
  it('takes the first letter of the first and last words, upper-cased', () => {
    expect(headerInitials('ada mary lovelace')).toBe('AL');
    expect(headerInitials('  grace   hopper ')).toBe('GH');
  });
  it('uses one letter for a single word and nothing for an empty name', () => {
    expect(headerInitials('plato')).toBe('P');
    expect(headerInitials('   ')).toBe('');
  });
});

describe('profileInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(profileInitials('ada mary lovelace')).toBe('AM');
  });
  it('falls back to the first letter', () => {
    expect(profileInitials('plato')).toBe('P');
    expect(profileInitials('')).toBe('');
  });
});

describe('avatar colours', () => {
  const id = '7b0c4a52-8a0f-4c38-9a8e-2a3f4b5c6d7e';
  it('keep one colour per user id', () => {
    const colour = avatarColourFor(id);
    expect(avatarColourFor(id)).toBe(colour);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    // Different users get different colours.
    const ids = Array.from({ length: 50 }, (_, n) => `${n}${id.slice(1)}`);
    expect(new Set(ids.map(avatarColourFor)).size).toBeGreaterThan(25);
  });

  it('keep white text readable on every hue', () => {
    expect(hslToHex(0)).toBe('#6d1717');
    expect(hslToHex(240)).toBe('#17176d');
    for (let hue = 0; hue < 360; hue++) {
      expect(contrastRatio('#ffffff', hslToHex(hue)), `hue ${hue}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
