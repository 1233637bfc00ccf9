// When the 提示 dialog (the mini-program hint) opens by itself on a phone: once per device, and never over what the
// reader came for.

/** Stored in local storage: the hint is seen once per device, not once per visit. */
export const HINT_SEEN_KEY = 'MobileHintSeen';

// A card's verification: a guard scanning an alumni card must see the verdict, not a dialog over it.
const HINT_FREE_PATHS = /^\/card(\/|$)/;

export interface HintMoment {
  pathname: string;
  /** This device has seen the hint. */
  seen: boolean;
  /** 长辈模式 has no pop-ups: the hint stays behind the drawer's button. */
  elderMode: boolean;
  /** Another dialog is on screen (请先登录 on a first guarded visit): the hint is not stacked on it. */
  dialogShown: boolean;
}

/** Whether the hint opens by itself now. When it does not for the page or a dialog, it is still unseen: a later page shows it. */
export function hintOpensBySelf({ pathname, seen, elderMode, dialogShown }: HintMoment): boolean {
  return !seen && !elderMode && !dialogShown && !HINT_FREE_PATHS.test(pathname);
}
