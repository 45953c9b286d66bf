import { describe, expect, it } from 'vitest';
import { mailLanguage, verificationMail } from './emails';

describe('mailLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ur', 'ur'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['it-IT,it;q=0.9,de;q=0.5', 'de'],
    ['en;q=0.1,ja;q=0.9', 'ja'],
    ['xx,*;q=0.1', 'en'],
    ['de;q=0,es', 'es'],
  ])('%s → %s', (header, lang) => {
    expect(mailLanguage(header)).toBe(lang);
  });
});

it('fills the name and the link into the chosen language', () => {
  const mail = verificationMail('de', 'a@example.com', 'Ada', 'https://tp.test/verify-email?token=t');
  expect(mail.text).toContain('Ada');
  expect(mail.text).toContain('https://tp.test/verify-email?token=t');
  expect(mail.text).not.toMatch(/\{\{/);
  expect(mail.subject).not.toBe(verificationMail('en', 'a@example.com', 'Ada', 'x').subject);
});
