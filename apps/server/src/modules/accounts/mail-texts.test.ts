import { languages } from '@tp/contract';
import { describe, expect, it } from 'vitest';
import { type MailTexts, mailTexts } from './mail-texts';

const keys = [
  'verifySubject',
  'verifyBody',
  'resetSubject',
  'resetBody',
  'welcomeSubject',
  'welcomeBody',
  'deletionSubject',
  'deletionBody',
] as const satisfies readonly (keyof MailTexts)[];
const bodies = ['verifyBody', 'resetBody', 'deletionBody'] as const satisfies readonly (keyof MailTexts)[];

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('mailTexts', () => {
  it('has no entries besides the interface languages', () => {
    expect(Object.keys(mailTexts).sort()).toEqual([...languages].sort());
  });

  describe.each(languages)('%s', (language) => {
    const texts = mailTexts[language];
    const english = mailTexts.en;

    it('exists', () => {
      expect(texts).toBeDefined();
    });

    it.each(keys)('has a non-empty %s', (key) => {
      expect(texts[key].trim()).not.toBe('');
    });

    it.each(bodies)('%s contains {{name}} and {{link}} exactly once, laid out as in English', (key) => {
      expect(count(texts[key], '{{name}}')).toBe(1);
      expect(count(texts[key], '{{link}}')).toBe(1);
      expect(count(texts[key], '\n')).toBe(count(english[key], '\n'));
      expect(texts[key]).toContain('\n\n{{link}}\n\n');
    });
    it('welcomeBody contains {{link}} exactly once, laid out as in English', () => {
      expect(count(texts.welcomeBody, '{{link}}')).toBe(1);
      expect(count(texts.welcomeBody, '\n')).toBe(count(english.welcomeBody, '\n'));
      expect(texts.welcomeBody).toContain('\n\n{{link}}\n');
    });
  });

  describe.each(languages.filter((l) => l !== 'en'))('%s', (language) => {
    it.each(keys)('%s is translated, not English', (key) => {
      expect(mailTexts[language][key]).not.toBe(mailTexts.en[key]);
    });
  });
});
