import { t } from '../strings.ts';

/** A failed call: HTTP status, the envelope code (or the status when there is no envelope), and what to tell the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number,
    readonly url: string,
    /** The field at fault when the server named one (400 answers). */
    readonly field?: string,
    /** No network: the request never reached a server. */
    readonly offline = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Spec section 8: the message for an HTTP status; a missing status counts as 500, 404 appends the url. */
export function statusMessage(status: number | undefined, url: string): string {
  const s = status || 500;
  if (s === 404) return `${t.http[404]}${url}`;
  return t.http[s] ?? t.http.other;
}

/** True for a failure caused by having no network, which pages show as an offline notice, not an error. */
export const isOfflineError = (error: unknown) => error instanceof ApiError && error.offline;
