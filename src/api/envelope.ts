/** The API's answer: code 0 for success, msg for people, data for the caller. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Reads an answer body as the envelope, or null when it is none: an HTML error page or plain text from a proxy,
 * JSON without a whole-number code, an array. A msg that is not text becomes '' (it ends up in a toast, which
 * renders text only), and a missing data becomes null (backends often leave it out of answers with no result).
 */
export function parseEnvelope(body: unknown): Envelope<unknown> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { code, msg, data } = body as Record<string, unknown>;
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  return { code, msg: typeof msg === 'string' ? msg : '', data: data === undefined ? null : data };
}
