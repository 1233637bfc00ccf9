import { randomBytes } from 'node:crypto';

/** DATA_KEYS text with one random key per id (the first current), as a deployment would set it. */
export const testDataKeyText = (...ids: string[]): string =>
  (ids.length ? ids : ['test']).map((id) => `${id}:${randomBytes(32).toString('base64')}`).join(',');
