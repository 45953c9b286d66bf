import type { Language, MessageKind, Post } from '@tp/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedback, posts, subscribers, type UserRow } from '../../db/schema';
import { httpError, notFound } from '../../platform/http-error';
import type { Mailer } from '../../platform/mailer';
import { enforceLimits, perClient, type RateLimitStore } from '../../platform/rate-limit';
import { hashToken, newSecretToken } from '../../platform/secret-token';
import { deletionConfirmationMail, findUserByEmail, normaliseEmail, welcomeMail } from '../accounts';
import { confirmDeletionRequest, newConfirmation } from './deletion-requests';

export interface SiteDeps {
  db: Database;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  appUrl: string;
  supportEmail: string;
  formLimit: { perIp: number; windowMs: number };
  /** The time; tests move it past a confirmation link's lifetime. */
  now?: (() => Date) | undefined;
}

interface Message {
  name: string;
  email: string;
  message: string;
}

const toPost = (p: typeof posts.$inferSelect): Post => ({
  _id: p.id,
  title: p.title,
  content: p.content,
  author: p.author,
  date: p.createdAt.toISOString(),
});

/** The contact form, the mailing list and the blog. */
export function createSiteService(deps: SiteDeps) {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const limit = (action: string, ip: string) =>
    enforceLimits(deps.rateLimits, [perClient(action, ip, deps.formLimit.perIp, deps.formLimit.windowMs)]);

  const store = async (input: Message & Partial<typeof feedback.$inferInsert>) => {
    const [row] = await db
      .insert(feedback)
      .values({ ...input, email: normaliseEmail(input.email) })
      .returning({ id: feedback.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  };

  return {
    /**
     * Keeps a contact message or an account-deletion request for the admins' inbox and mails it
     * to the support address. A message the mail server refuses is not kept: the sender is told
     * to send it again. A deletion request sent by its address's owner signed in is confirmed at
     * once (`confirmed`); any other is mailed to the account with the address, if there is one,
     * to confirm: the sender is answered alike whether or not there is.
     */
    async sendFeedback(
      input: Message & { kind: MessageKind },
      caller: { ip: string; lang: Language; user: UserRow | null },
    ): Promise<{ confirmed?: boolean }> {
      await limit('send-feedback', caller.ip);
      const deletion = input.kind === 'account-deletion';
      const byOwner = deletion && caller.user?.email === normaliseEmail(input.email);
      const confirmation = deletion ? newConfirmation(byOwner, now()) : null;
      const id = await store({ ...input, ...confirmation?.columns });
      const subject =
        input.kind === 'account-deletion'
          ? `Account deletion request from ${input.name}`
          : `Feedback from ${input.name}`;
      try {
        await mailer.send({
          to: deps.supportEmail,
          replyTo: input.email,
          subject,
          text: `${subject} <${input.email}>:\n\n${input.message}\n`,
        });
      } catch {
        await db.delete(feedback).where(eq(feedback.id, id));
        throw httpError('mail_failed', 'The message could not be sent. Please try again later.');
      }
      const token = confirmation?.token;
      if (token) {
        // Composed in the background, so that the answer's time says nothing of the account.
        mailer.sendInBackground(async () => {
          const account = await findUserByEmail(db, input.email);
          if (!account) return null;
          const link = `${deps.appUrl}/confirm-deletion?token=${token}`;
          return deletionConfirmationMail(caller.lang, account.email, account.name, link);
        });
      }
      return deletion ? { confirmed: byOwner } : {};
    },

    /** The owner's word on a deletion request, given through the link mailed to its address. */
    confirmDeletion: (token: string) => confirmDeletionRequest(db, token, now()),

    /**
     * Adds an address to the mailing list, or back onto it, and welcomes it with an unsubscribe
     * link. An address already on the list gets nothing more, and the answer is the same either way.
     */
    async subscribe(email: string, caller: { ip: string; lang: Language }): Promise<void> {
      await limit('subscribe', caller.ip);
      const address = normaliseEmail(email);
      const { token, hash } = newSecretToken();
      const [existing] = await db.select().from(subscribers).where(eq(subscribers.email, address));
      if (existing && !existing.unsubscribedAt) return;
      const joined = existing
        ? await db
            .update(subscribers)
            .set({ unsubscribeTokenHash: hash, unsubscribedAt: null, subscribedAt: new Date() })
            .where(eq(subscribers.id, existing.id))
            .returning()
        : await db
            .insert(subscribers)
            .values({ email: address, unsubscribeTokenHash: hash })
            .onConflictDoNothing()
            .returning();
      if (joined.length === 0) return;
      mailer.sendInBackground(welcomeMail(caller.lang, address, `${deps.appUrl}/unsubscribe?token=${token}`));
    },

    /** Takes the address of an unsubscribe link off the list; the link keeps working afterwards. */
    async unsubscribe(token: string): Promise<void> {
      const hash = hashToken(token);
      const [row] = await db.select().from(subscribers).where(eq(subscribers.unsubscribeTokenHash, hash));
      if (!row) throw httpError('invalid_token', 'This unsubscribe link is not valid.');
      await db
        .update(subscribers)
        .set({ unsubscribedAt: new Date() })
        .where(and(eq(subscribers.id, row.id), isNull(subscribers.unsubscribedAt)));
    },

    posts: async () => (await db.select().from(posts).orderBy(desc(posts.createdAt))).map(toPost),

    async createPost(actor: UserRow, input: { title: string; content: string; author: string }) {
      const [row] = await db
        .insert(posts)
        .values({ ...input, authorId: actor.id })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return toPost(row);
    },

    /** The post keeps its date and its place in the list. */
    async updatePost(id: string, input: { title: string; content: string; author: string }) {
      const [row] = await db.update(posts).set(input).where(eq(posts.id, id)).returning();
      if (!row) throw notFound('No such post.');
      return toPost(row);
    },

    async deletePost(id: string) {
      const [row] = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
      if (!row) throw notFound('No such post.');
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
