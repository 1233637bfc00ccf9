import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import type { AdminSignup } from '../../../shared/api/admin-activities.ts';
import { adminActivitiesT } from '../../../strings/admin-activities.ts';
import { FormDialog } from '../common/FormDialog.tsx';

const s = adminActivitiesT.cancelDialog;

/** 取消报名: the reason the alumnus will read in 我的消息. */
export function CancelDialog({
  signup,
  open,
  pending,
  onSend,
  onClose,
}: {
  signup: AdminSignup | null;
  open: boolean;
  pending: boolean;
  onSend: (reason: string) => unknown;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && !reason.trim();
  return (
    <FormDialog
      open={open}
      title={s.title(signup?.name ?? '')}
      testId="cancel-signup-dialog"
      pending={pending}
      submitLabel={s.submit}
      pendingLabel={s.pending}
      submitTestId="cancel-signup-send"
      onClose={() => {
        setReason('');
        setTouched(false);
        onClose();
      }}
      onSend={() => {
        setTouched(true);
        if (reason.trim()) return onSend(reason.trim());
      }}
    >
      <Field label={s.reason} required validationMessage={missing ? s.reason : undefined}>
        <Textarea
          value={reason}
          onChange={(_, d) => setReason(d.value)}
          placeholder={s.placeholder}
          maxLength={200}
          resize="vertical"
          data-testid="cancel-signup-reason"
        />
      </Field>
    </FormDialog>
  );
}
