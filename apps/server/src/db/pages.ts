import { type AnyColumn, desc, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A list read newest first, a page at a time, continued from the id of a page's last row. */
export interface Keyset {
  table: PgTable;
  at: AnyColumn;
  id: AnyColumn;
}

/**
 * The rows after `before` in the list's order. Rows of the same instant are told apart by id, so
 * no page boundary skips one; an unknown id continues nothing.
 */
export const after = ({ table, at, id }: Keyset, before: string | undefined): SQL | undefined =>
  before ? sql`(${at}, ${id}) < (select ${at}, ${id} from ${table} where ${id} = ${before})` : undefined;

export const newestFirst = ({ at, id }: Keyset) => [desc(at), desc(id)];

/** Reads one row more than a page to learn whether another page follows. */
export function page<Row extends { id: string }>(rows: Row[], limit: number) {
  const rowsOfPage = rows.slice(0, limit);
  return { rows: rowsOfPage, nextBefore: rows.length > limit ? (rowsOfPage.at(-1)?.id ?? null) : null };
}
