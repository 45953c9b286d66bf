/** Whether a database error (or one it wraps) has this SQLSTATE code. */
const hasCode = (err: unknown, code: string): boolean => {
  for (let e = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === code) return true;
  }
  return false;
};

/** Whether a database error (or one it wraps) is a unique-constraint violation. */
export const isUniqueViolation = (err: unknown): boolean => hasCode(err, '23505');

/** Whether a database error (or one it wraps) is a foreign-key violation. */
export const isForeignKeyViolation = (err: unknown): boolean => hasCode(err, '23503');
