// The error every failed API call rejects with. Here, not in api/, because forms and pages below the API layer's
// callers test for it (a 400's field, an offline failure) without calling the API themselves.

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

/** True for a failure caused by having no network, which pages show as an offline notice, not an error. */
export const isOfflineError = (error: unknown) => error instanceof ApiError && error.offline;
