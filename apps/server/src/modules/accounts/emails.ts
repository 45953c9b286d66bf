import type { Mail } from '../../platform/mailer';

export const verificationMail = (to: string, name: string, link: string): Mail => ({
  to,
  subject: 'Verify your e-mail address for TP',
  text: `Hello ${name},\n\nPlease confirm your e-mail address by opening this link:\n\n${link}\n\nThe link is valid for 24 hours. If you did not create a TP account, you can ignore this message.\n`,
  link,
});

export const resetPasswordMail = (to: string, name: string, link: string): Mail => ({
  to,
  subject: 'Reset your TP password',
  text: `Hello ${name},\n\nSomeone asked to reset the password of your TP account. To choose a new password, open this link:\n\n${link}\n\nThe link is valid for 1 hour and can be used once. If you did not ask for this, you can ignore this message: your password stays the same.\n`,
  link,
});
