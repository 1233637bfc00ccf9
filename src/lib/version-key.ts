/**
 * A short stamp of a value (djb2 over its JSON): an edit form's draft is named with the stamp of the record it was typed
 * over, so it is offered again only on that same version, never over what someone saved since.
 */
export function versionKey(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}
