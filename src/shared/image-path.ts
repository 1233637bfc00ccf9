/**
 * The one rule for a stored picture address: a file the upload API returned (`/uploads/<name>`) or one of the
 * portal's own media files (`/media/<path>`). Every segment starts with a letter, digit, `_` or `-`, so `.`/`..`,
 * hidden files, encoded traversal (`%2e%2e`), backslashes, queries and fragments can never match: what is stored
 * is exactly the file that is served, on every page that shows it.
 */
const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]*';
export const IMAGE_PATH_PATTERN = `^/(uploads/${SEGMENT}|media/(${SEGMENT}/){0,4}${SEGMENT})$`;
export const IMAGE_PATH_MAX = 200;

const imagePath = new RegExp(IMAGE_PATH_PATTERN);

export function isImagePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= IMAGE_PATH_MAX && imagePath.test(value);
}
