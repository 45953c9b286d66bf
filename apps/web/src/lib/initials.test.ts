import { describe, expect, it } from 'vitest';
import { contrastRatio } from '#web/theme/contrast';
import { avatarPalette, headerInitials, profileInitials, randomAvatarColor } from './initials';

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
  it('keep white text at AA contrast', () => {
    for (const colour of avatarPalette) expect(contrastRatio('#ffffff', colour)).toBeGreaterThanOrEqual(4.5);
  });
  it('are picked from the palette', () => {
    expect(randomAvatarColor(() => 0)).toBe(avatarPalette[0]);
    expect(randomAvatarColor(() => 0.999)).toBe(avatarPalette[avatarPalette.length - 1]);
  });
});
