/** Whether a database error (or one it wraps) is a unique-constraint violation. */
export const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};
