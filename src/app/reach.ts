/** An input on a server-drawn page before the app runs, as src/main.tsx reads it. */
export interface Reach {
  type: string;
  /** a pointer event's kind of pointer: 'mouse', 'touch', 'pen' */
  pointerType?: string;
  /** on a link the browser follows by itself (to another drawn page, or a page the browser draws) */
  onLink: boolean;
  /** on a field to type into */
  onField: boolean;
  /** on something outside the app's tree that answers by itself (the 提示 dialog the reading islands open) */
  onIsland: boolean;
}

/** The inputs src/main.tsx listens to for `reachesForApp`. */
export const REACH_EVENTS = ['click', 'keydown', 'focusin', 'pointermove', 'pointerdown'] as const;

/**
 * Whether the reader has reached for something only the app answers, so that it starts now. Reading, scrolling and
 * following links need no app (a link is answered by the server's next drawn page, and a guarded one lands where the
 * app's guard would send it); a tap on a control does (the tap is replayed once the app runs), as do the keyboard and a
 * text field. What happens in the 提示 dialog (closing it, its install button) is the dialog's own. A mouse starts it at once: a desktop, where the start is short and the header's menus open on hover.
 */
export function reachesForApp({ type, pointerType, onLink, onField, onIsland }: Reach): boolean {
  if (onIsland) return false;
  switch (type) {
    case 'click':
      return !onLink;
    case 'keydown':
      return true;
    case 'focusin':
      return onField;
    case 'pointermove':
    case 'pointerdown':
      return pointerType === 'mouse';
    default:
      return false;
  }
}

/** Whether `target` is (in) a link the browser follows by itself: a real address, not an in-page control. */
export function isPlainLink(target: Element | null): boolean {
  const link = target?.closest('a[href]');
  const href = link?.getAttribute('href') ?? '';
  return !!link && link.getAttribute('role') !== 'button' && !href.startsWith('#') && !/^javascript:/i.test(href);
}

/** Whether `target` is outside the app's tree (#root): in a dialog the reading islands opened over the page. */
export function isOnIsland(target: Element | null): boolean {
  return !!target && target !== document.body && target !== document.documentElement && !target.closest('#root');
}
