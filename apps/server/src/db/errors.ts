/** The SQLSTATE of a failed query (`23505` …), or undefined for any other error. */
export const sqlStateOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Whether a query failed on a unique constraint (SQLSTATE 23505), optionally a named one. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  if (sqlStateOf(error) !== '23505') return false;
  return constraint === undefined || (error as { constraint?: unknown }).constraint === constraint;
};

/** A serialization failure or a deadlock: the work may succeed when run again, whole. */
export const isRetryableConflict = (error: unknown): boolean => {
  const state = sqlStateOf(error);
  return state === '40001' || state === '40P01';
};
