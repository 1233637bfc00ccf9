import { chinaDate } from '../../../shared/appointment-forms.ts';
import { visitOverrideFormSchema } from '../../../shared/admin/visits.ts';
import type { AdminVisitSlot } from '../../../shared/api/admin-visits.ts';
import { adminVisitsT } from '../../../strings/admin-visits.ts';
import { SelectField, SwitchField, TextField } from '../../../ui/forms/fields.tsx';
import type { FormErrors } from '../../../shared/forms.ts';
import { useForm } from '../../../ui/forms/useForm.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { visitsApi } from './api.ts';

const t = adminVisitsT.overrides;
const schema = visitOverrideFormSchema;

type OverrideFormValues = { visitDate: string; slotId: number | ''; closed: boolean; capacity: number | ''; note: string };

/** The whole day can only be closed: a capacity belongs to a slot. */
const checkOverride = (v: Record<string, unknown>): FormErrors => (v.slotId === '' && v.closed === false ? { slotId: t.slotRequired } : {});

/** A day's exception: a slot's capacity that day, or the slot (or the whole day) closed. */
export function OverrideDialog({
  open,
  slots,
  onClose,
  onSaved,
}: {
  open: boolean;
  slots: readonly AdminVisitSlot[];
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const form = useForm<OverrideFormValues>({
    id: 'admin-visit-override',
    schema,
    initial: { visitDate: chinaDate(1), slotId: '', closed: true, capacity: '', note: '' },
    check: checkOverride,
    keepDraft: false,
  });
  const send = () =>
    form.submit(
      (v) =>
        visitsApi.saveOverride({
          visitDate: v.visitDate,
          closed: v.closed,
          ...(v.slotId === '' ? {} : { slotId: v.slotId }),
          ...(v.closed || v.capacity === '' ? {} : { capacity: Number(v.capacity) }),
          ...(v.note.trim() ? { note: v.note.trim() } : {}),
        }),
      { success: t.saved, onSuccess: onSaved },
    );
  return (
    <FormDialog
      open={open}
      title={t.dialogTitle}
      testId="visit-override-form"
      onSend={send}
      onClose={onClose}
      pending={form.submitting}
      submitLabel={t.save}
      pendingLabel={t.saving}
      submitTestId="visit-override-form-submit"
    >
      <div className="visits-form-row">
        <TextField form={form} schema={schema} name="visitDate" type="date" />
        <SelectField
          form={form}
          schema={schema}
          name="slotId"
          placeholder={t.slotPlaceholder}
          options={slots.map((s) => ({ value: s.id, label: `${s.name} ${s.label}` }))}
        />
      </div>
      <SwitchField form={form} schema={schema} name="closed" hint={t.closedHint} testId="visit-override-closed" />
      {!form.values.closed && <TextField form={form} schema={schema} name="capacity" type="number" inputMode="numeric" />}
      <TextField form={form} schema={schema} name="note" placeholder={t.notePlaceholder} />
    </FormDialog>
  );
}
