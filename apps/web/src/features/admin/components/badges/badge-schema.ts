import { badgeRuleKinds } from '@tp/contract/constants';
import * as z from '#web/lib/zod';
import type { FieldMessage } from '../mcqs/mcq-schema';

const required: FieldMessage = 'admin:form.required';
const imageRequired: FieldMessage = 'badges.imageRequired';
const imageUrlInvalid: FieldMessage = 'badges.imageUrlInvalid';
const thresholdInvalid: FieldMessage = 'badges.thresholdInvalid';

/** The contract's media link: an uploaded file or an http(s) address. */
const mediaLink = /^\/media\/[\w.-]+$|^https?:\/\/\S+$/i;

/** The add-badge form; messages are translation keys. The threshold is typed, so it is text here. */
export const badgeSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, required)),
  description: z.string().check(z.trim(), z.minLength(1, required)),
  imageURL: z.string().check(z.trim(), z.minLength(1, imageRequired), z.regex(mediaLink, imageUrlInvalid)),
  kind: z.enum(badgeRuleKinds),
  // Nine digits at most keeps it a whole number any database column holds.
  threshold: z.string().check(z.trim(), z.regex(/^[1-9]\d{0,8}$/, thresholdInvalid)),
});
export type BadgeValues = z.infer<typeof badgeSchema>;
