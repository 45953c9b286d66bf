import type { Subscriber, subscriberStatuses } from '@tp/contract';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { after, newestFirst, page } from '../../db/pages';
import { subscribers } from '../../db/schema';
import { csvRow } from './csv';

const list = { table: subscribers, at: subscribers.subscribedAt, id: subscribers.id };
const statusIs = {
  subscribed: isNull(subscribers.unsubscribedAt),
  unsubscribed: isNotNull(subscribers.unsubscribedAt),
};

const toSubscriber = (s: typeof subscribers.$inferSelect): Subscriber => ({
  _id: s.id,
  email: s.email,
  subscribedAt: s.subscribedAt.toISOString(),
  unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
});

/** A page of the mailing list, latest subscriptions first, with how many are on it and how many left. */
export async function listSubscribers(
  db: Database,
  query: {
    limit: number;
    before?: string | undefined;
    status?: (typeof subscriberStatuses)[number] | undefined;
  },
) {
  const rows = await db
    .select()
    .from(subscribers)
    .where(and(after(list, query.before), query.status ? statusIs[query.status] : undefined))
    .orderBy(...newestFirst(list))
    .limit(query.limit + 1);
  const [counts] = await db
    .select({
      subscribed: sql<number>`count(*) filter (where ${statusIs.subscribed})`.mapWith(Number),
      unsubscribed: sql<number>`count(*) filter (where ${statusIs.unsubscribed})`.mapWith(Number),
    })
    .from(subscribers);
  const { rows: entries, nextBefore } = page(rows, query.limit);
  return {
    subscribers: entries.map(toSubscriber),
    nextBefore,
    counts: { subscribed: counts?.subscribed ?? 0, unsubscribed: counts?.unsubscribed ?? 0 },
  };
}

/** The whole mailing list as CSV, a header line first. */
export async function subscribersCsv(db: Database): Promise<string> {
  const rows = await db
    .select()
    .from(subscribers)
    .orderBy(...newestFirst(list));
  return [
    csvRow(['email', 'status', 'subscribed_at', 'unsubscribed_at']),
    ...rows.map((s) =>
      csvRow([
        s.email,
        s.unsubscribedAt ? 'unsubscribed' : 'subscribed',
        s.subscribedAt.toISOString(),
        s.unsubscribedAt?.toISOString() ?? '',
      ]),
    ),
  ].join('');
}
