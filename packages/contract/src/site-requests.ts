import * as z from 'zod/mini';
import { limits, messageKinds } from './constants';
import { email, name, requiredText } from './request-fields';

// The contact and blog forms validate with these very schemas (see account-requests.ts).

/** A contact message or an account-deletion request (spec §3 Feedback, Account-deletion request). */
export const feedbackBody = z.strictObject({ name, email, message: requiredText(limits.messageMax) });

export const sendFeedbackBody = z.extend(feedbackBody, {
  kind: z._default(z.enum(messageKinds), 'feedback'),
});

export const postBody = z.strictObject({
  title: requiredText(limits.postTitleMax),
  content: requiredText(limits.postContentMax),
  author: name,
});
