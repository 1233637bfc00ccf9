/**
 * Copies `text`: the clipboard API where the page may use it (https, localhost, permission given), else the copy of
 * `input`'s selection (older browsers, plain http). Answers whether the text reached the clipboard.
 */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): fall back to the selection.
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
