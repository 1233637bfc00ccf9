import { Button, Field, Input, MessageBar, MessageBarBody, MessageBarTitle, Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import {
  appointmentSchema, bookableRange, MAX_VISITORS, MIN_VISITORS, validateVisitors, visitDateError, type VisitorInput,
} from '../../shared/appointment-forms.ts';
import { validateForm, type FormErrors } from '../../shared/forms.ts';
import { t } from '../../strings.ts';
import { TextAreaField, TextField } from '../../ui/forms/fields.tsx';
import { useForm } from '../../ui/forms/useForm.ts';
import { ServicePage } from '../../site/ServicePage.tsx';
import { appointmentApi, type Appointment } from './api.ts';
import { slotsQueryOptions } from './queries.ts';
import './appointment.css';

const s = t.appointment;

type Values = {
  visitDate: string;
  slotId: number | '';
  carPlate: string;
  reason: string;
  /** the visitors list, kept as JSON so it lives in the same draft as the simple fields */
  visitors: string;
};

const emptyVisitor = (): VisitorInput => ({ name: '', idNumber: '' });
const INITIAL: Values = { visitDate: '', slotId: '', carPlate: '', reason: '', visitors: JSON.stringify([emptyVisitor()]) };

function parseVisitors(json: string): VisitorInput[] {
  try {
    const list = JSON.parse(json) as unknown;
    if (Array.isArray(list) && list.length) {
      return list.slice(0, MAX_VISITORS).map((v: Partial<VisitorInput>) => ({ name: String(v?.name ?? ''), idNumber: String(v?.idNumber ?? '') }));
    }
  } catch {
    // a damaged draft starts over with one empty row
  }
  return [emptyVisitor()];
}

/** 返校预约: date (tomorrow to 30 days ahead), a slot with its remaining places, 1-5 visitors, plate and reason. */
export function AppointmentPage() {
  const queryClient = useQueryClient();
  const form = useForm<Values>({ id: 'appointment', schema: appointmentSchema, initial: INITIAL });
  const { values } = form;
  const range = useMemo(() => bookableRange(), []);
  const visitors = useMemo(() => parseVisitors(values.visitors), [values.visitors]);
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [booked, setBooked] = useState<Appointment | null>(null);

  const dateError = values.visitDate ? visitDateError(values.visitDate) : '';
  const dateOk = !!values.visitDate && !dateError;
  const slots = useQuery({ ...slotsQueryOptions(values.visitDate), enabled: dateOk });
  const visitorErrors = validateVisitors(visitors);
  const visitorMessage = (key: string) => serverErrors[key] || (checked[key] ? visitorErrors[key] ?? '' : '');

  const setVisitors = (list: VisitorInput[]) => form.setField('visitors', JSON.stringify(list));
  const editVisitor = (index: number, key: keyof VisitorInput, value: string) => {
    setVisitors(visitors.map((v, i) => (i === index ? { ...v, [key]: value } : v)));
    setServerErrors((e) => ({ ...e, [`visitors.${index}.${key}`]: '' }));
  };
  const removeVisitor = (index: number) => {
    setVisitors(visitors.filter((_, i) => i !== index));
    setChecked({});
    setServerErrors({});
  };

  const submit = async () => {
    const all = Object.fromEntries(visitors.flatMap((_, i) => [[`visitors.${i}.name`, true], [`visitors.${i}.idNumber`, true]]));
    setChecked({ ...all, visitDate: true });
    const localProblem = Object.keys(visitorErrors)[0] ?? (visitDateError(values.visitDate) ? 'visitDate' : undefined);
    const ok = await form.submit(async (v) => {
      if (localProblem) throw new Error(localProblem);
      try {
        const result = await appointmentApi.book({
          visitDate: v.visitDate,
          slotId: Number(v.slotId),
          reason: v.reason,
          visitors,
          ...(v.carPlate?.trim() ? { carPlate: v.carPlate.trim() } : {}),
        });
        setBooked(result);
      } catch (error) {
        if (error instanceof ApiError && error.field?.startsWith('visitors')) setServerErrors({ [error.field]: error.message });
        if (error instanceof ApiError && error.code === 409) void slots.refetch();
        throw error;
      }
    });
    if (ok) {
      setChecked({});
      await queryClient.invalidateQueries({ queryKey: [PERSONAL_KEY, 'appointment'] });
    } else if (localProblem && Object.keys(validateForm(appointmentSchema, values)).length === 0) {
      document.querySelector<HTMLElement>(`[name="${localProblem}"]`)?.focus();
    }
  };

  if (booked) {
    return (
      <ServicePage fallbackTitle={s.title}>
        <MessageBar intent="success" layout="multiline" className="appointment__done" data-testid="appointment-booked">
          <MessageBarBody>
            <MessageBarTitle>{s.bookedTitle}</MessageBarTitle>
            {s.bookedBody(booked.visitDate, `${booked.slotName} ${booked.slotLabel}`, booked.visitorCount)}
          </MessageBarBody>
        </MessageBar>
        <div className="form-actions">
          <Link to="/my/returnSchool" className="appointment__link">{s.viewRecords}</Link>
          <Button onClick={() => setBooked(null)}>{s.bookAnother}</Button>
        </div>
      </ServicePage>
    );
  }

  const dateMessage = form.errors.visitDate || (checked.visitDate || values.visitDate ? visitDateError(values.visitDate) : '');
  const slotList = slots.data ?? [];

  return (
    <ServicePage fallbackTitle={s.title}>
      <p className="appointment__intro">{s.intro}</p>
      <form
        className="appointment__form"
        noValidate
        aria-label={s.formTitle}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="form-grid">
          <Field
            label={appointmentSchema.properties.visitDate.title}
            required
            hint={s.dateHint(range.min, range.max)}
            validationState={dateMessage ? 'error' : 'none'}
            validationMessage={dateMessage || undefined}
          >
            <Input
              type="date"
              name="visitDate"
              min={range.min}
              max={range.max}
              value={values.visitDate}
              onChange={(_, d) => form.setField('visitDate', d.value)}
              onBlur={() => {
                form.blur('visitDate');
                setChecked((c) => ({ ...c, visitDate: true }));
              }}
            />
          </Field>

          <Field
            className="form-grid__wide"
            label={appointmentSchema.properties.slotId.title}
            required
            validationState={form.errors.slotId ? 'error' : 'none'}
            validationMessage={form.errors.slotId || undefined}
          >
            {!dateOk ? (
              <p className="appointment__muted">{s.slotPickDate}</p>
            ) : slots.isPending ? (
              <Spinner size="tiny" label={s.slotsLoading} />
            ) : slots.isError ? (
              <p className="appointment__muted">{s.loadFailed}</p>
            ) : (
              <RadioGroup
                name="slotId"
                className="appointment__slots"
                value={values.slotId === '' ? '' : String(values.slotId)}
                onChange={(_, d) => form.setField('slotId', Number(d.value))}
              >
                {slotList.map((slot) => (
                  <Radio
                    key={slot.id}
                    value={String(slot.id)}
                    disabled={slot.remaining < visitors.length}
                    className="appointment__slot"
                    label={
                      <span className="appointment__slot-label" data-testid="appointment-slot">
                        <strong>{slot.name}</strong> {slot.label}
                        <span className={slot.remaining > 0 ? 'appointment__remaining' : 'appointment__remaining appointment__remaining--full'}>
                          {s.remaining(slot.remaining)}
                        </span>
                      </span>
                    }
                  />
                ))}
              </RadioGroup>
            )}
          </Field>

          <fieldset className="appointment__visitors form-grid__wide">
            <legend>
              {s.visitors} <span className="appointment__muted">{s.visitorsHint(MAX_VISITORS)}</span>
            </legend>
            {visitorMessage('visitors') && <p className="appointment__error" role="alert">{visitorMessage('visitors')}</p>}
            <ol className="appointment__visitor-list">
              {visitors.map((v, i) => {
                const nameKey = `visitors.${i}.name`;
                const idKey = `visitors.${i}.idNumber`;
                return (
                  <li key={i} className="appointment__visitor" data-testid="appointment-visitor">
                    <span className="appointment__visitor-no">{s.visitorN(i + 1)}</span>
                    <Field
                      label={s.visitorName}
                      required
                      validationState={visitorMessage(nameKey) ? 'error' : 'none'}
                      validationMessage={visitorMessage(nameKey) || undefined}
                    >
                      <Input
                        name={nameKey}
                        maxLength={30}
                        value={v.name}
                        onChange={(_, d) => editVisitor(i, 'name', d.value)}
                        onBlur={() => setChecked((c) => ({ ...c, [nameKey]: true }))}
                      />
                    </Field>
                    <Field
                      label={s.visitorId}
                      required
                      validationState={visitorMessage(idKey) ? 'error' : 'none'}
                      validationMessage={visitorMessage(idKey) || undefined}
                    >
                      <Input
                        name={idKey}
                        maxLength={18}
                        autoComplete="off"
                        value={v.idNumber}
                        onChange={(_, d) => editVisitor(i, 'idNumber', d.value.toUpperCase())}
                        onBlur={() => setChecked((c) => ({ ...c, [idKey]: true }))}
                      />
                    </Field>
                    {visitors.length > MIN_VISITORS && (
                      <Button
                        appearance="subtle"
                        className="appointment__remove"
                        icon={<DeleteRegular />}
                        aria-label={s.removeVisitor(i + 1)}
                        onClick={() => removeVisitor(i)}
                      />
                    )}
                  </li>
                );
              })}
            </ol>
            {visitors.length < MAX_VISITORS && (
              <Button icon={<AddRegular />} onClick={() => setVisitors([...visitors, emptyVisitor()])}>{s.addVisitor}</Button>
            )}
          </fieldset>

          <TextField form={form} schema={appointmentSchema} name="carPlate" hint={s.carPlateHint} />
          <div className="form-grid__wide">
            <TextAreaField form={form} schema={appointmentSchema} name="reason" rows={3} placeholder={s.reasonPlaceholder} />
          </div>
        </div>
        <div className="form-actions">
          <Button type="submit" appearance="primary" disabled={form.submitting}>{form.submitting ? s.submitting : s.submit}</Button>
        </div>
      </form>
    </ServicePage>
  );
}
