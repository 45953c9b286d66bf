import type { ParseKeys } from 'i18next';
import * as z from '#web/lib/zod';

// Messages are translation keys of the `site` namespace, translated where they are shown (spec §5).
type Message = ParseKeys<'site'>;

const required = (message: Message) => z.string().check(z.trim(), z.minLength(1, message));

const invalidEmail: Message = 'validation.invalidEmail';

const name = required('validation.nameRequired');
const email = z.pipe(required('validation.emailRequired'), z.email(invalidEmail));

/** The contact form: name, email and message, all required. */
export const contactSchema = z.object({ name, email, message: required('validation.messageRequired') });
export type ContactValues = z.infer<typeof contactSchema>;

/** The account-deletion request: the reason is required to submit (spec §2 reads it both ways). */
export const deletionRequestSchema = z.object({ name, email, reason: required('validation.reasonRequired') });
export type DeletionRequestValues = z.infer<typeof deletionRequestSchema>;
