// Confirm and alert dialogs, asked for from anywhere (pages, the session's guards) like notify()'s toasts; the
// DialogHost at the root (ui/DialogHost.tsx) shows the current one and words its buttons.

export interface DialogRequest {
  /** confirm: 确定 and 取消; alert: 确定 alone */
  kind: 'confirm' | 'alert';
  title: string;
  body: string;
  intent?: 'warning' | 'info';
  /** A way on from an alert, beside its 确定 (the drawer's 登录: on to the mini-program); closes the alert, then runs. */
  action?: { label: string; run: () => void };
  resolve: (ok: boolean) => void;
}

type DialogOptions = Pick<DialogRequest, 'title' | 'body' | 'intent' | 'action'>;

let current: DialogRequest | null = null;
const listeners = new Set<() => void>();
const show = (request: DialogRequest | null) => {
  current?.resolve(false);
  current = request;
  listeners.forEach((l) => l());
};

/** A modal question with 确定 and 取消; resolves true on 确定. */
export function confirmDialog(options: DialogOptions): Promise<boolean> {
  return new Promise((resolve) => show({ kind: 'confirm', ...options, resolve }));
}

/** A modal notice with one 确定 button. */
export function alertDialog(options: DialogOptions): Promise<void> {
  return new Promise((resolve) => show({ kind: 'alert', ...options, resolve: () => resolve() }));
}

export const currentDialog = () => current;

/**
 * How a request shows: 长辈模式 has no pop-ups, so a notice (alert) is drawn inline at the top of the page's content;
 * a question (confirm) stays a dialog, since what it guards must not happen unless the reader says so.
 */
export function dialogPresentation(kind: DialogRequest['kind'], elderMode: boolean): 'modal' | 'inline' {
  return kind === 'alert' && elderMode ? 'inline' : 'modal';
}

export function onDialogChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes the dialog on screen, answering its question with `ok`. */
export function closeDialog(ok: boolean) {
  const request = current;
  current = null;
  listeners.forEach((l) => l());
  request?.resolve(ok);
}
