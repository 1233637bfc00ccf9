import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { WarningFilled } from '@fluentui/react-icons';
import { useState } from 'react';
import type { DialogRequest } from '../lib/dialogs.ts';
import { t } from '../strings.ts';

/** How a confirm or alert request looks; with no request it is closed, keeping the last content for its exit. */
export default function DialogView({ request: current, onClose }: { request: DialogRequest | null; onClose: (ok: boolean) => void }) {
  const [last, setLast] = useState(current);
  if (current && current !== last) setLast(current);
  const request = current ?? last;
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
            {request.kind === 'confirm' && <Button onClick={() => onClose(false)}>{t.dialog.cancel}</Button>}
            {request.action && (
              <Button appearance="primary" data-testid="dialog-action" onClick={() => (onClose(true), request.action!.run())}>
                {request.action.label}
              </Button>
            )}
            <Button appearance={request.action ? 'secondary' : 'primary'} onClick={() => onClose(true)}>
              {t.dialog.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
