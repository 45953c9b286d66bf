import { z } from 'zod';

/** The query of a list read a page at a time, newest first. */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The `_id` of the last entry of the previous page. */
  before: z.uuid().optional(),
};

/** Passed as `before`, reads the next page; null on the last one. */
export const nextBefore = z.uuid().nullable();
