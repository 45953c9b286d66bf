import { languages } from '@tp/contract';
import { describe, expect, it } from 'vitest';
import { greetingName, mailLanguage, resetPasswordMail, signupAttemptMail, verificationMail } from './emails';

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

describe('greetingName', () => {
  it('keeps a plain name, in any script', () => {
    expect(greetingName('Ana María', 'a@example.com')).toBe('Ana María');
    expect(greetingName('  محمد   علی ', 'a@example.com')).toBe('محمد علی');
  });

  it('takes out anything a mail reader could turn into a link', () => {
    for (const name of [
      'Win a prize at https://evil.example/claim now',
      'Visit www.evil.example today',
      'go to evil.example/claim',
      'mailto:x@evil.example',
      'evil.com',
    ]) {
      expect(greetingName(name, 'a@example.com')).not.toMatch(/evil|https?:|www\.|mailto|\.com/);
    }
    expect(greetingName('Win a prize at https://evil.example/claim now', 'a@example.com')).toBe(
      'Win a prize at now',
    );
  });

  it('cuts a long name, and falls back to the address when nothing is left', () => {
    expect(Array.from(greetingName('😀'.repeat(100), 'a@example.com'))).toHaveLength(40);
    expect(greetingName('https://evil.example', 'ana@example.com')).toBe('ana');
  });

  it('greets with the cleaned name in the verification and reset mails', () => {
    const name = 'Bob, claim your prize at https://evil.example/x';
    for (const mail of [
      verificationMail('en', 'b@example.com', name, 'http://tp.test/verify'),
      resetPasswordMail('en', 'b@example.com', name, 'http://tp.test/reset'),
    ]) {
      expect(mail.text).toMatch(/^Hello Bob, claim your prize at,/);
      expect(mail.text).not.toContain('evil.example');
    }
  });
});

describe('the mail to the owner of an address someone tried to sign up with', () => {
  const english = signupAttemptMail('en', 'ada@example.com', 'Ada', 'https://tp.test');

  it.each(languages)(
    '%s: greets the owner, carries the sign-in and reset links, and is translated',
    (lang) => {
      const mail = signupAttemptMail(lang, 'ada@example.com', 'Ada', 'https://tp.test');
      expect(mail.text).toContain('Ada');
      expect(mail.text).toContain('\n\nhttps://tp.test/login\n\n');
      expect(mail.text).toContain('\n\nhttps://tp.test/forgot-password\n\n');
      expect(mail.text).not.toMatch(/\{\{/);
      if (lang !== 'en') {
        expect(mail.subject).not.toBe(english.subject);
        expect(mail.text).not.toBe(english.text);
      }
    },
  );
});
