import { visitSlotFormSchema, type VisitSlotValues } from '../../../shared/admin/visits.ts';
import type { AdminVisitSlot } from '../../../shared/api/admin-visits.ts';
import { adminVisitsT } from '../../../strings/admin-visits.ts';
import { SwitchField, TextField } from '../../../ui/forms/fields.tsx';
import type { FormErrors } from '../../../shared/forms.ts';
import { useForm } from '../../../ui/forms/useForm.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { visitsApi } from './api.ts';

const t = adminVisitsT.slots;
const schema = visitSlotFormSchema;

type SlotFormValues = Omit<VisitSlotValues, 'capacity' | 'sort'> & { capacity: number | ''; sort: number | '' };

const valuesOf = (slot?: AdminVisitSlot): SlotFormValues =>
  slot
    ? {
        name: slot.name,
        label: slot.label,
        startTime: slot.startTime,
        endTime: slot.endTime,
        capacity: slot.capacity,
        sort: slot.sort,
        active: slot.active,
      }
    : { name: '', label: '', startTime: '', endTime: '', capacity: 60, sort: 10, active: true };

/** The end comes after the start: said under 结束时间 as the user types, as the server would. */
const checkTimes = (v: Record<string, unknown>): FormErrors =>
  typeof v.startTime === 'string' && typeof v.endTime === 'string' && v.startTime && v.endTime && v.endTime <= v.startTime
    ? { endTime: t.endAfterStart }
    : {};

/** A new slot, or a slot's name, times, default capacity, order and whether it is offered. */
export function SlotDialog({
  open,
  slot,
  onClose,
  onSaved,
}: {
  open: boolean;
  slot?: AdminVisitSlot;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const form = useForm<SlotFormValues>({
    id: slot ? `admin-visit-slot-${slot.id}` : 'admin-visit-slot-new',
    schema,
    initial: valuesOf(slot),
    check: checkTimes,
    keepDraft: false,
  });
  const send = () =>
    form.submit(
      (v) => {
        const body = { ...v, capacity: Number(v.capacity), sort: Number(v.sort) };
        return slot ? visitsApi.updateSlot(slot.id, body) : visitsApi.createSlot(body);
      },
      { success: slot ? t.saved : t.created, onSuccess: onSaved },
    );
  return (
    <FormDialog
      open={open}
      title={slot ? t.editTitle(slot.name) : t.createTitle}
      testId="visit-slot-form"
      onSend={send}
      onClose={onClose}
      pending={form.submitting}
      submitLabel={t.save}
      pendingLabel={t.saving}
      submitTestId="visit-slot-form-submit"
    >
      <div className="visits-form-row">
        <TextField form={form} schema={schema} name="name" placeholder={t.placeholders.name} />
        <TextField form={form} schema={schema} name="label" placeholder={t.placeholders.label} />
      </div>
      <div className="visits-form-row">
        <TextField form={form} schema={schema} name="startTime" type="time" />
        <TextField form={form} schema={schema} name="endTime" type="time" />
      </div>
      <div className="visits-form-row">
        <TextField form={form} schema={schema} name="capacity" type="number" inputMode="numeric" />
        <TextField form={form} schema={schema} name="sort" type="number" inputMode="numeric" />
      </div>
      <SwitchField form={form} schema={schema} name="active" hint={t.activeHint} testId="visit-slot-active" />
    </FormDialog>
  );
}
