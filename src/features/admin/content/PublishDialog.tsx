import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { useState } from 'react';
import { adminContentT } from '../../../strings/admin.ts';
import { fromLocalInput } from './fields.ts';

/** Asks when to publish: now (left empty) or at a China Standard Time the editor picks (later than now: scheduled). */
export function PublishDialog({
  open,
  onClose,
  onPublish,
}: {
  open: boolean;
  onClose: () => void;
  onPublish: (publishedAt?: string) => void;
}) {
  const [at, setAt] = useState('');
  const [error, setError] = useState('');
  const publish = () => {
    const iso = fromLocalInput(at);
    if (at && !Number.isFinite(Date.parse(iso))) return setError(adminContentT.scheduleInvalid);
    setError('');
    onPublish(iso || undefined);
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className="content-publish-dialog" data-testid="content-publish-dialog">
        <DialogBody>
          <DialogTitle>{adminContentT.publishDialogTitle}</DialogTitle>
          <DialogContent>
            <Field
              label={adminContentT.scheduleLabel}
              validationState={error ? 'error' : 'none'}
              validationMessage={error || adminContentT.scheduleHint}
            >
              <Input type="datetime-local" name="schedule" value={at} onChange={(_, d) => setAt(d.value)} data-testid="content-schedule" />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{adminContentT.cancel}</Button>
            <Button appearance="primary" onClick={publish} data-testid="content-publish-confirm">
              {adminContentT.publishNow}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
