// When the 提示 dialog (the mini-program hint) opens by itself on a phone: once per device, and never over what the
// reader came for.

/** Stored in local storage: the hint is seen once per device, not once per visit. */
export const HINT_SEEN_KEY = 'MobileHintSeen';
/**
 * ... and in a cookie as well: where local storage refuses the write (full, or blocked by the browser), the record
 * would live only in the page's memory and the hint would come back on the next page load (issue 48: over 捐赠订单,
 * loaded after 去支付). A first-party cookie of one character, read by no server.
 */
export const HINT_SEEN_COOKIE = 'v1_hint_seen';
export const hintSeenCookie = `${HINT_SEEN_COOKIE}=1; Max-Age=${400 * 24 * 3600}; Path=/; SameSite=Lax`;

// A card's verification: a guard scanning an alumni card must see the verdict, not a dialog over it. A donation order
// (捐赠订单, /my/donation/{id}): the donor is paying, and 前往微信支付 must not be covered.
const HINT_FREE_PATHS = /^\/card(\/|$)|^\/my\/donation\/\d+\/?$/;

/** Whether this device has seen the hint: the local storage record, or the cookie (document.cookie's text). */
export function hintSeen(stored: unknown, cookies: string): boolean {
  return stored === true || cookies.split(';').some((c) => c.trim() === `${HINT_SEEN_COOKIE}=1`);
}

export interface HintMoment {
  pathname: string;
  /** This device has seen the hint. */
  seen: boolean;
  /** 长辈模式 has no pop-ups: the hint stays behind the drawer's button. */
  elderMode: boolean;
  /** Another dialog is on screen (请先登录 on a first guarded visit, a page's own dialog): the hint is not stacked on it. */
  dialogShown: boolean;
}

/** Whether the hint opens by itself now. When it does not for the page or a dialog, it is still unseen: a later page shows it. */
export function hintOpensBySelf({ pathname, seen, elderMode, dialogShown }: HintMoment): boolean {
  return !seen && !elderMode && !dialogShown && !HINT_FREE_PATHS.test(pathname);
}
