// How an article is shared from this device, decided from what the browser offers (pure, tested by a table).

/** What the browser offers for sharing the page in hand. */
export interface ShareAbility {
  /** `navigator.share` exists. */
  webShare: boolean;
  /** `navigator.canShare` for the page's title and address: undefined where the browser has no canShare (it then shares links). */
  canShare: boolean | undefined;
  /** The primary pointer is a finger (`pointer: coarse`): a phone or a tablet rather than a desktop. */
  coarsePointer: boolean;
}

/** The system share sheet, or the panel with a QR code to carry the page to a phone and a copy-link button. */
export type ShareWay = 'web-share' | 'panel';

/**
 * A phone shares through its own share sheet (to WeChat, messages...). A desktop gets the panel even where its browser
 * has a share sheet (Chrome on Windows and macOS): the point there is to continue reading on the phone, by its camera.
 */
export function shareWay({ webShare, canShare, coarsePointer }: ShareAbility): ShareWay {
  return webShare && canShare !== false && coarsePointer ? 'web-share' : 'panel';
}

/**
 * The page's canonical address: origin and path only. The query and the fragment are dropped, so nothing that names
 * the reader (a token, a tracking or personal parameter) travels with a shared link.
 */
export function canonicalAddress(href: string): string {
  const url = new URL(href);
  return url.origin + url.pathname;
}

/** A share the reader dismissed: nothing to say. A DOMException, which not every engine makes an Error. */
export function isShareCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
