import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { t } from '../strings.ts';

export interface DialogRequest {
  kind: 'confirm' | 'alert';
  title: string;
  body: string;
  intent?: 'warning' | 'info';
  confirmText: string;
  cancelText?: string;
  resolve: (ok: boolean) => void;
}

let current: DialogRequest | null = null;
const listeners = new Set<() => void>();
const show = (request: DialogRequest | null) => {
  current?.resolve(false);
  current = request;
  listeners.forEach((l) => l());
};

/** A modal question with 确定 and 取消; resolves true on 确定. */
export function confirmDialog(options: { title: string; body: string; intent?: 'warning' | 'info' }): Promise<boolean> {
  return new Promise((resolve) =>
    show({ kind: 'confirm', confirmText: t.dialog.confirm, cancelText: t.dialog.cancel, ...options, resolve }),
  );
}

/** A modal notice with one 确定 button. */
export function alertDialog(options: { title: string; body: string; intent?: 'warning' | 'info' }): Promise<void> {
  return new Promise((resolve) => show({ kind: 'alert', confirmText: t.dialog.confirm, ...options, resolve: () => resolve() }));
}

// Fluent's Dialog loads with the first dialog asked for, not with every page.
const DialogView = lazy(() => import('./DialogView.tsx'));

/** The one place confirm and alert dialogs render; mounted at the root. */
export function DialogHost() {
  const request = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => current,
    () => null,
  );
  // Once loaded the view stays mounted, so Fluent closes the dialog properly (focus and aria-hidden restored).
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (request) setUsed(true);
  }, [request]);
  if (!request && !used) return null;
  const close = (ok: boolean) => {
    const r = current;
    current = null;
    listeners.forEach((l) => l());
    r?.resolve(ok);
  };
  return (
    <Suspense fallback={null}>
      <DialogView request={request} onClose={close} />
    </Suspense>
  );
}
