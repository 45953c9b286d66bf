import { contract } from '@tp/contract';
import type { Database } from '../../db/client';
import type { BindRoute } from '../../platform/routes';
import { deleteRequestedAccount, listMessages, markHandled } from './messages';
import { listSubscribers, subscribersCsv } from './subscribers';

const { inbox } = contract;

/** The admins' inbox: contact messages, account-deletion requests and the mailing list. */
export function inboxRoutes(bind: BindRoute, db: Database, now = () => new Date()): void {
  bind(inbox.messages, ({ query }) => listMessages(db, query, now()));
  bind(inbox.updateMessage, async ({ params, body }) => ({
    message: await markHandled(db, params.id, body.handled, now()),
  }));
  bind(inbox.deleteRequestedAccount, async ({ params, user }) => {
    await deleteRequestedAccount(db, user, params.id, now());
    return { message: 'The account has been deleted.' };
  });
  bind(inbox.subscribers, ({ query }) => listSubscribers(db, query));
  bind(inbox.subscribersCsv, async (_, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(await subscribersCsv(db)),
  );
}
