import type { CourseCounts } from '@tp/contract';
import { count } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { badges, images, levels, mcqs, sounds, videos } from '../../db/schema';

/** The course's tables, one count each: what an import replaces. */
const courseTables = { levels, sounds, mcqs, images, videos, badges };

export async function courseCounts(db: Database | Tx): Promise<CourseCounts> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(courseTables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts as CourseCounts;
}

export const isEmpty = (counts: CourseCounts) => Object.values(counts).every((n) => n === 0);

/** "3 levels, 12 sounds, …", for messages that say what an import replaces. */
export const describeCounts = (counts: CourseCounts) =>
  Object.entries(counts)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');
