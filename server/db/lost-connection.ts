/**
 * Whether a query failed because its connection was already gone, so the query never ran and may be sent again on
 * another: the server ended the connection (57P01 an administrator or a fast shutdown, 57P02 a crash of another
 * backend), which aborts whatever the backend was doing, or node-postgres knew the connection broken and sent nothing.
 * A connection cut mid-answer ("Connection terminated unexpectedly") is not one: a commit may have happened.
 */
export function lostBeforeRunning(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (code === '57P01' || code === '57P02') return true;
  return /is not queryable$/.test(error.message);
}
