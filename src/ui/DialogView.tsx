import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle,
} from '@fluentui/react-components';
import { WarningFilled } from '@fluentui/react-icons';
import { useRef } from 'react';
import type { DialogRequest } from './dialogs.tsx';

/** How a confirm or alert request looks; with no request it is closed, keeping the last content for its exit. */
export default function DialogView({ request: current, onClose }: { request: DialogRequest | null; onClose: (ok: boolean) => void }) {
  const last = useRef(current);
  if (current) last.current = current;
  const request = last.current;
  if (!request) return null;
  return (
    <Dialog open={!!current} modalType={request.kind === 'alert' ? 'alert' : 'modal'} onOpenChange={(_, d) => !d.open && onClose(false)}>
      <DialogSurface className="app-dialog" data-testid={`dialog-${request.kind}`}>
        <DialogBody>
          <DialogTitle>{request.title}</DialogTitle>
          <DialogContent className="app-dialog__content">
            {request.intent === 'warning' && <WarningFilled className="app-dialog__icon" aria-hidden="true" />}
            <p>{request.body}</p>
          </DialogContent>
          <DialogActions>
            {request.cancelText && <Button onClick={() => onClose(false)}>{request.cancelText}</Button>}
            <Button appearance="primary" onClick={() => onClose(true)}>{request.confirmText}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
