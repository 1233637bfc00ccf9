import { useState } from 'react';
import { refundable, refundFormSchema as schema, type RefundValues } from '../../../shared/admin/ledger-gifts.ts';
import type { LedgerEntry } from '../../../shared/api/admin-ledger.ts';
import { refundT } from '../../../strings/admin-ledger.ts';
import { TextField } from '../../../ui/forms/fields.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { donationsApi } from './api.ts';

/** 退款 of a WeChat Pay gift (管理员): how much (what is left, unless changed) and why. */
export function RefundDialog({ entry, onClose, onSent }: { entry: LedgerEntry; onClose: () => void; onSent: () => unknown }) {
  const left = refundable(entry);
  const [start] = useState<RefundValues>(() => ({ amount: left, reason: '' }));
  const form = useForm<RefundValues>({ id: `admin-refund-${entry.id}`, schema, initial: start, keepDraft: false });
  const send = () => form.submit((v) => donationsApi.refund(entry.id, v), { success: refundT.sent, onSuccess: onSent });
  return (
    <FormDialog
      open
      title={refundT.title(entry.donorName, entry.amount)}
      testId="refund-dialog"
      onSend={send}
      onClose={onClose}
      pending={form.submitting}
      submitLabel={refundT.submit}
      pendingLabel={refundT.submitting}
      submitTestId="refund-submit"
    >
      <p className="ledger-dialog__intro">{refundT.intro(left)}</p>
      <TextField form={form} schema={schema} name="amount" type="number" inputMode="numeric" />
      <TextField form={form} schema={schema} name="reason" autoComplete="off" hint={refundT.reasonHint} />
    </FormDialog>
  );
}
