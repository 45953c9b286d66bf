import { ApiError } from '#web/lib/api-client';

/**
 * The form's fields the server refused (400), in its order: `toField` names the form's field for
 * a field of the API, or null where the form has none of its own.
 */
export function refusedFields<Field extends string>(
  error: unknown,
  toField: (path: string) => Field | null,
): Field[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return Object.keys(error.fields ?? {}).flatMap((path) => toField(path) ?? []);
}

/** What a failed save of the MCQ and badge forms says: the record is gone (404), or `failure`; null before any. */
export const saveFailure = <Key extends string>(
  error: Error | null,
  failure: Key,
): Key | 'edit.gone' | null =>
  !error ? null : error instanceof ApiError && error.status === 404 ? 'edit.gone' : failure;
