import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { adminContentT } from '../../../strings/admin.ts';
import { FormDialog } from '../common/FormDialog.tsx';
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
    <FormDialog
      open={open}
      title={adminContentT.publishDialogTitle}
      testId="content-publish-dialog"
      onSend={publish}
      onClose={onClose}
      pending={false}
      submitLabel={adminContentT.publishNow}
      pendingLabel={adminContentT.publishNow}
      submitTestId="content-publish-confirm"
    >
      <Field
        label={adminContentT.scheduleLabel}
        validationState={error ? 'error' : 'none'}
        validationMessage={error || adminContentT.scheduleHint}
      >
        <Input type="datetime-local" name="schedule" value={at} onChange={(_, d) => setAt(d.value)} data-testid="content-schedule" />
      </Field>
    </FormDialog>
  );
}
