import { badgeRuleKinds } from '@tp/contract/constants';
import { z } from '../../../../lib/zod';
import type { FieldMessage } from '../mcqs/mcq-schema';

const required: FieldMessage = 'admin:form.required';
const imageRequired: FieldMessage = 'badges.imageRequired';
const imageUrlInvalid: FieldMessage = 'badges.imageUrlInvalid';
const thresholdInvalid: FieldMessage = 'badges.thresholdInvalid';

/** The contract's media link: an uploaded file or an http(s) address. */
const mediaLink = /^\/media\/[\w.-]+$|^https?:\/\/\S+$/i;

/** The add-badge form; messages are translation keys. The threshold is typed, so it is text here. */
export const badgeSchema = z.object({
  name: z.string().trim().min(1, required),
  description: z.string().trim().min(1, required),
  imageURL: z.string().trim().min(1, imageRequired).regex(mediaLink, imageUrlInvalid),
  kind: z.enum(badgeRuleKinds),
  // Nine digits at most keeps it a whole number any database column holds.
  threshold: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,8}$/, thresholdInvalid),
});
export type BadgeValues = z.infer<typeof badgeSchema>;
