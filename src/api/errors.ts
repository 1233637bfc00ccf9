import { t } from '../strings.ts';

/** Spec section 8: the message for an HTTP status; a missing status counts as 500, 404 appends the url. */
export function statusMessage(status: number | undefined, url: string): string {
  const s = status || 500;
  if (s === 404) return `${t.http[404]}${url}`;
  return t.http[s] ?? t.http.other;
}
