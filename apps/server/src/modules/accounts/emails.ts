import { type Language, languages } from '@tp/contract';
import type { Mail } from '../../platform/mailer';
import { mailTexts } from './mail-texts';

/** The first supported language of an Accept-Language header, else English. */
export function mailLanguage(acceptLanguage: string | undefined): Language {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { lang: tag.slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q);
  return (wanted.map((w) => w.lang).find((l) => (languages as readonly string[]).includes(l)) ??
    'en') as Language;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** How much of a name a greeting shows. */
const greetingNameMax = 40;
/** Addresses in any form a mail reader may turn into a link: `scheme:…`, `www.…`, `host.tld/…`. */
const linkLike = /[a-z][a-z\d+.-]*:\S*|www\.\S*|\S+\.[a-z]{2,}(?:[/:?#]\S*)?/gi;

/**
 * The name a sign-up gave, made fit to greet its address with: anyone may sign up with any address,
 * so a name must not carry a link or a message into a mail we send. Falls back to the address's
 * own local part.
 */
export function greetingName(name: string, to: string): string {
  const cleaned = Array.from(name.replace(linkLike, ' ').replace(/\s+/g, ' ').trim())
    .slice(0, greetingNameMax)
    .join('')
    .trim();
  return cleaned || (to.split('@')[0] ?? '');
}

/** A mail to an account that greets it by name and carries one link: `kind` picks its texts. */
function linkMail(
  kind: 'verify' | 'reset' | 'deletion',
  lang: Language,
  to: string,
  name: string,
  link: string,
): Mail {
  const t = mailTexts[lang];
  return {
    to,
    subject: t[`${kind}Subject`],
    text: fill(t[`${kind}Body`], { name: greetingName(name, to), link }),
    link,
  };
}

export const verificationMail = (lang: Language, to: string, name: string, link: string) =>
  linkMail('verify', lang, to, name, link);

export const resetPasswordMail = (lang: Language, to: string, name: string, link: string) =>
  linkMail('reset', lang, to, name, link);

/** To the account with the address of a deletion request: the link that confirms it. */
export const deletionConfirmationMail = (lang: Language, to: string, name: string, link: string) =>
  linkMail('deletion', lang, to, name, link);

export function welcomeMail(lang: Language, to: string, unsubscribeLink: string): Mail {
  const t = mailTexts[lang];
  return {
    to,
    subject: t.welcomeSubject,
    text: fill(t.welcomeBody, { link: unsubscribeLink }),
    link: unsubscribeLink,
    unsubscribe: unsubscribeLink,
  };
}

/**
 * To an account whose address someone tried to sign up with: sign-up answers as if the address
 * were free, and the owner learns here where to sign in or reset the password.
 */
export function signupAttemptMail(lang: Language, to: string, name: string, appUrl: string): Mail {
  const t = mailTexts[lang];
  const signInLink = `${appUrl}/login`;
  return {
    to,
    subject: t.signupAttemptSubject,
    text: fill(t.signupAttemptBody, {
      name: greetingName(name, to),
      signInLink,
      resetLink: `${appUrl}/forgot-password`,
    }),
    link: signInLink,
  };
}
