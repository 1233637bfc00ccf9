// A download's name as RFC 6266 asks: an ASCII `filename=` for old clients and the real, Chinese name in
// `filename*=UTF-8''…` (RFC 5987), which browsers prefer. Every file the server hands out is named through here.

/** Characters no file system takes in a name, and control characters: each becomes a hyphen. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a file name
const unsafe = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/** RFC 5987's value-chars: encodeURIComponent leaves ' ( ) * ! as they are, which the grammar does not allow. */
const extValue = (text: string) => encodeURIComponent(text).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A file's name made safe: no separators or reserved characters, spaces collapsed, at most 120 characters. */
export const fileNameOf = (name: string) => name.replace(unsafe, '-').replace(/\s+/g, ' ').trim().slice(0, 120);

/** The content-disposition of a download named `name` (with its extension), `fallback` for clients that need ASCII. */
export function attachmentDisposition(name: string, fallback: string): string {
  const ascii = fallback.replace(/[^A-Za-z0-9._-]/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(fileNameOf(name))}`;
}
