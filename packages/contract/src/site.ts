import { z } from 'zod';
import { emailBody } from './account-requests';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import { token } from './request-fields';
import * as routes from './routes';
import { signInProviders } from './sign-in-providers';
import { postBody, sendFeedbackBody } from './site-requests';

const message = z.object({ message: z.string() });

export const sendFeedback = endpoint({
  ...methodAndPath(routes.sendFeedback),
  access: 'optional',
  summary:
    "Keep a message for the admins' inbox and e-mail it to the support address: a contact message, or (`kind: account-deletion`) a request to delete an account. A deletion request waits for its address's owner: sent by the owner signed in, it is confirmed at once (`confirmed: true`); otherwise the account with the address, if any, is mailed a link to confirm it (`POST /confirm-deletion`), and the answer is the same whether or not an account has the address.",
  body: sendFeedbackBody,
  /** 502 `mail_failed`: the mail server refused the message. */
  responses: {
    200: message.extend({
      /** A deletion request's: true when its signed-in owner sent it, so that no link was mailed. */
      confirmed: z.boolean().optional(),
    }),
    400: errorBody,
    429: errorBody,
    502: errorBody,
  },
});

export const confirmDeletion = endpoint({
  ...methodAndPath(routes.confirmDeletion),
  access: 'public',
  summary:
    "Confirm an account-deletion request with the token of the link mailed to the account's address: only a confirmed request lets an admin delete the account. The link works once, for 7 days; 400 `invalid_token` for an unknown, used or expired one.",
  body: z.strictObject({ token }),
  responses: { 200: message, 400: errorBody },
});

export const subscribe = endpoint({
  ...methodAndPath(routes.subscribe),
  access: 'public',
  summary:
    'Join the mailing list. Answers alike whether or not the address was on it; a welcome e-mail with an unsubscribe link goes to new subscribers.',
  body: emailBody,
  responses: { 200: message, 400: errorBody, 429: errorBody },
});

export const unsubscribe = endpoint({
  ...methodAndPath(routes.unsubscribe),
  access: 'public',
  summary: 'Leave the mailing list with the token of an unsubscribe link.',
  body: z.strictObject({ token }),
  responses: { 200: message, 400: errorBody },
});

export const post = z.object({
  _id: z.uuid(),
  title: z.string(),
  /** Plain text; blank lines separate paragraphs. Never HTML. */
  content: z.string(),
  author: z.string(),
  date: z.iso.datetime(),
});
export type Post = z.infer<typeof post>;

export const posts = endpoint({
  ...methodAndPath(routes.posts),
  access: 'public',
  summary: 'The blog posts, newest first.',
  responses: { 200: z.object({ posts: z.array(post) }) },
});

export const createPost = endpoint({
  ...methodAndPath(routes.createPost),
  access: 'admin',
  summary: 'Publish a blog post (admin).',
  body: postBody,
  responses: { 201: z.object({ post, message: z.string() }), 400: errorBody, 401: errorBody, 403: errorBody },
});

const postId = z.object({ id: z.uuid() });

export const updatePost = endpoint({
  ...methodAndPath(routes.updatePost),
  access: 'admin',
  summary: 'Edit a blog post (admin): every field again, checked as on creation; its date stays.',
  params: postId,
  body: postBody,
  responses: {
    200: z.object({ post, message: z.string() }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
  },
});

export const deletePost = endpoint({
  ...methodAndPath(routes.deletePost),
  access: 'admin',
  summary: 'Delete a blog post (admin).',
  params: postId,
  responses: { 200: message, 401: errorBody, 403: errorBody, 404: errorBody },
});

/**
 * The store listing or installer of each keyboard app published. A phone without one is not out
 * yet; a computer without one gets the layout files the web app serves.
 */
export const keyboardLinks = z
  .object({ android: z.url(), iphone: z.url(), windows: z.url(), mac: z.url(), linux: z.url() })
  .partial();
export type KeyboardLinks = z.infer<typeof keyboardLinks>;

export const siteInfo = endpoint({
  ...methodAndPath(routes.siteInfo),
  access: 'public',
  summary:
    "What the site's pages show from the configuration: the support e-mail address, the sign-in providers set up and the keyboard apps' download links.",
  responses: { 200: z.object({ supportEmail: z.string(), signInProviders, keyboardLinks }) },
});
