import { z } from 'zod';
import { deletionConfirmations, messageKinds, roles } from './constants';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import { nextBefore, pageQuery } from './pages';
import * as routes from './routes';

/** A message in the admins' inbox. */
export const inboxMessage = z.object({
  _id: z.uuid(),
  kind: z.enum(messageKinds),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  at: z.iso.datetime(),
  /** When an admin marked it handled; null while it waits. */
  handledAt: z.iso.datetime().nullable(),
  /** The account with the sender's address, if any: what a deletion request would delete. */
  account: z.object({ _id: z.uuid(), name: z.string(), role: z.enum(roles) }).nullable(),
  /**
   * A deletion request's confirmation by its address's owner; null for a contact message. `at`:
   * when it was confirmed, else until when it may be (null for a request older than confirmations).
   */
  confirmation: z
    .object({ status: z.enum(deletionConfirmations), at: z.iso.datetime().nullable() })
    .nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

const messageId = z.strictObject({ id: z.uuid() });

export const messages = endpoint({
  ...methodAndPath(routes.messages),
  access: 'admin',
  summary:
    'The contact messages and account-deletion requests, newest first, a page at a time; `kind` and `status` narrow the list.',
  query: z.strictObject({
    ...pageQuery,
    kind: z.enum(messageKinds).optional(),
    status: z.enum(['open', 'handled']).optional(),
  }),
  responses: {
    200: z.object({ messages: z.array(inboxMessage), nextBefore }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
  },
});

export const updateMessage = endpoint({
  ...methodAndPath(routes.updateMessage),
  access: 'admin',
  summary: 'Mark a message handled, or waiting again.',
  params: messageId,
  body: z.strictObject({ handled: z.boolean() }),
  responses: {
    200: z.object({ message: inboxMessage }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
  },
});

export const deleteRequestedAccount = endpoint({
  ...methodAndPath(routes.deleteRequestedAccount),
  access: 'admin',
  summary:
    "Delete the account with the address of an account-deletion request its owner confirmed, as the account's own deletion would, and mark the request handled. 404 when no account has that address; 409 for another kind of message, an admin's account, or a request not confirmed (awaiting its owner or expired).",
  params: messageId,
  responses: {
    200: z.object({ message: z.string() }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
    409: errorBody,
  },
});

export const subscriberStatuses = ['subscribed', 'unsubscribed'] as const;

export const subscriber = z.object({
  _id: z.uuid(),
  email: z.string(),
  subscribedAt: z.iso.datetime(),
  /** Null while the address is on the list. */
  unsubscribedAt: z.iso.datetime().nullable(),
});
export type Subscriber = z.infer<typeof subscriber>;

export const subscribers = endpoint({
  ...methodAndPath(routes.subscribers),
  access: 'admin',
  summary:
    'The mailing list, latest subscriptions first, a page at a time, with how many addresses are on it and how many left; `status` narrows the list.',
  query: z.strictObject({ ...pageQuery, status: z.enum(subscriberStatuses).optional() }),
  responses: {
    200: z.object({
      subscribers: z.array(subscriber),
      nextBefore,
      counts: z.object({ subscribed: z.number().int(), unsubscribed: z.number().int() }),
    }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
  },
});

export const subscribersCsv = endpoint({
  ...methodAndPath(routes.subscribersCsv),
  access: 'admin',
  summary:
    'The whole mailing list as a CSV file to download: e-mail, status, subscribed at, unsubscribed at.',
  responses: { 200: z.string(), 401: errorBody, 403: errorBody },
  successType: 'text/csv',
});
