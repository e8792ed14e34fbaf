// PostgreSQL reports a unique-constraint conflict as SQLSTATE 23505; drizzle wraps the driver
// error (node-postgres or PGlite) in its own, so the code may sit on any error in the cause chain.
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
