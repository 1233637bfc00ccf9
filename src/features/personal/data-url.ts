/** True for a path on this origin ('/media/a.svg'); the card never draws an image from elsewhere. */
export function isSameOriginPath(src: string): boolean {
  // eslint-disable-next-line no-control-regex -- a path with a control character is not a plain same-origin path
  return /^\/(?!\/)[^\\\u0000-\u001f]*$/.test(src);
}

/**
 * Reads a same-origin image into a data: URL. Answers '' for anything else, or when it cannot be read:
 * the card then draws without that picture rather than failing.
 */
export async function imageAsDataUrl(src: string): Promise<string> {
  if (!isSameOriginPath(src)) return '';
  try {
    const response = await fetch(src, { credentials: 'same-origin' });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('image/')) return '';
    const blob = await response.blob();
    return await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
  } catch {
    return '';
  }
}
