import { describe, expect, it } from 'vitest';
import { contrasts } from './contrasts';
import {
  contrastsFor,
  firstLanguageContrasts,
  generallyHardContrasts,
  type TabledLanguage,
  unknownContrastIds,
} from './first-language-contrasts';

describe('firstLanguageContrasts', () => {
  it('names only contrasts the course drills', () => {
    const ids = new Set(contrasts.map((c) => c.id));
    for (const [language, list] of Object.entries(firstLanguageContrasts))
      for (const id of list) expect(ids.has(id), `${language}: ${id}`).toBe(true);
    expect(unknownContrastIds()).toEqual([]);
  });

  it('has a list for every language, none twice in one list', () => {
    const languages = [...Object.keys(firstLanguageContrasts), 'other'] as (TabledLanguage | 'other')[];
    for (const language of languages) {
      const list = contrastsFor(language);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('puts l / r first for Japanese and Korean speakers, v / w for Hindi and Urdu speakers', () => {
    expect(contrastsFor('ja')[0]).toBe('l-r');
    expect(contrastsFor('ko')[0]).toBe('l-r');
    expect(contrastsFor('hi')[0]).toBe('v-w');
    expect(contrastsFor('ur')[0]).toBe('v-w');
    expect(contrastsFor('fr')[0]).toBe('h-');
  });

  it('offers English speakers nothing, and other languages the contrasts most languages find hard', () => {
    expect(contrastsFor('en')).toEqual([]);
    expect(contrastsFor('other')).toBe(generallyHardContrasts);
    expect(generallyHardContrasts.length).toBe(10);
    // θ / s is on most lists; the general list starts with what most languages share.
    expect(generallyHardContrasts.slice(0, 3)).toContain('ð-d');
  });
});
