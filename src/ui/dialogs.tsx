import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle,
} from '@fluentui/react-components';
import { WarningFilled } from '@fluentui/react-icons';
import { useSyncExternalStore } from 'react';
import { t } from '../strings.ts';

interface DialogRequest {
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

/** The one place confirm and alert dialogs render; mounted at the root. */
export function DialogHost() {
  const request = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => current,
    () => null,
  );
  const close = (ok: boolean) => {
    const r = current;
    current = null;
    listeners.forEach((l) => l());
    r?.resolve(ok);
  };
  return (
    <Dialog open={!!request} modalType={request?.kind === 'alert' ? 'alert' : 'modal'} onOpenChange={(_, d) => !d.open && close(false)}>
      <DialogSurface className="app-dialog" data-testid={`dialog-${request?.kind ?? 'none'}`}>
        <DialogBody>
          <DialogTitle>{request?.title}</DialogTitle>
          <DialogContent className="app-dialog__content">
            {request?.intent === 'warning' && <WarningFilled className="app-dialog__icon" aria-hidden="true" />}
            <p>{request?.body}</p>
          </DialogContent>
          <DialogActions>
            {request?.cancelText && <Button onClick={() => close(false)}>{request.cancelText}</Button>}
            <Button appearance="primary" onClick={() => close(true)}>{request?.confirmText}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
