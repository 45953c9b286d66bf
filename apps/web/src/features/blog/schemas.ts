import type { ParseKeys } from 'i18next';
import * as z from '#web/lib/zod';

// Messages are translation keys of the `site` namespace, translated where they are shown (spec §5).
const required = (message: ParseKeys<'site'>) => z.string().check(z.trim(), z.minLength(1, message));

/** The blog creation form: title, content and author, all required. */
export const postSchema = z.object({
  title: required('validation.titleRequired'),
  content: required('validation.contentRequired'),
  author: required('validation.authorRequired'),
});
export type PostValues = z.infer<typeof postSchema>;
