/** Whether a query failed on a unique constraint (SQLSTATE 23505), optionally a named one. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  if (!e || e.code !== '23505') return false;
  return constraint === undefined || e.constraint === constraint;
};
