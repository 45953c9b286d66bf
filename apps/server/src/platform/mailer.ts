import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail carries, logged with the outbox so it can be followed without a mail client. */
  link?: string;
  /** Where answers go (the sender of a contact message, say). */
  replyTo?: string;
  /** A one-click unsubscribe address (RFC 8058), for mailing-list mail. */
  unsubscribe?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Sends without making the caller wait; failures are logged. Given a function, composes the mail
   * in the background too (nothing is sent when it gives null), so that the caller's answer waits
   * for no work that depends on what the mail is about.
   */
  sendInBackground(mail: Mail | (() => Promise<Mail | null>)): void;
  /** Waits for background sends, then closes the transport. */
  close(): Promise<void>;
}

export type MailTransportConfig = { smtpUrl: string; from: string } | { outboxDir: string; from: string };

/** SMTP when a URL is configured; otherwise `.eml` files in the outbox folder. */
export function createMailer(config: MailTransportConfig, log: FastifyBaseLogger): Mailer {
  const transport =
    'smtpUrl' in config
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(mail: Mail): Promise<void> {
    const info = await transport.sendMail({
      from: config.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.unsubscribe ? { list: { unsubscribe: mail.unsubscribe } } : {}),
    });
    if ('outboxDir' in config) {
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(
        config.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      log.info({ to: mail.to, subject: mail.subject, link: mail.link, file }, 'mail written to outbox');
    } else {
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    }
  }

  return {
    send,
    sendInBackground(mail) {
      const composeAndSend = async () => {
        const composed = typeof mail === 'function' ? await mail() : mail;
        if (composed) await send(composed);
      };
      const p = composeAndSend()
        .catch((err: unknown) => log.error({ err, to: 'to' in mail ? mail.to : undefined }, 'mail failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async close() {
      await Promise.all(pending);
      transport.close();
    },
  };
}
