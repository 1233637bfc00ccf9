import { Button, Field, Input, MessageBar, MessageBarBody, MessageBarTitle, Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import {
  appointmentSchema,
  bookableRange,
  MAX_VISITORS,
  MIN_VISITORS,
  visitDateError,
  type VisitorInput,
} from '../../shared/appointment-forms.ts';
import { ID_NUMBER_PURPOSES } from '../../shared/consent.ts';
import { t } from '../../strings.ts';
import { RowTextField, TextAreaField, TextField } from '../../ui/forms/fields.tsx';
import { FormActions, SubmitForm } from '../../ui/forms/FormActions.tsx';
import { IdConsentField } from '../../ui/forms/IdConsentField.tsx';
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
  visitors: VisitorInput[];
  idConsent: boolean;
};

/**
 * The confirmation replaces the form, whose 提交预约 button was at the bottom of a long page: on a phone the reader
 * would be left below it. It is brought into view and focused (a screen reader reads it).
 */
function showConfirmation(element: HTMLDivElement | null) {
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: 'nearest' });
}

const INITIAL: Values = { visitDate: '', slotId: '', carPlate: '', reason: '', visitors: [{ name: '', idNumber: '' }], idConsent: false };

/** 返校预约: date (tomorrow to 30 days ahead), a slot with its remaining places, 1-5 visitors, plate and reason. */
export function AppointmentPage() {
  const queryClient = useQueryClient();
  const form = useForm<Values>({ id: 'appointment', schema: appointmentSchema, initial: INITIAL });
  const { values } = form;
  const range = useMemo(() => bookableRange(), []);
  const [booked, setBooked] = useState<Appointment | null>(null);

  // A date shows its range message as soon as it is there, a restored draft's included.
  const dateMessage = form.errors.visitDate || (values.visitDate ? visitDateError(values.visitDate) : '');
  const dateOk = !!values.visitDate && !visitDateError(values.visitDate);
  const slots = useQuery({ ...slotsQueryOptions(values.visitDate), enabled: dateOk });

  const send = () =>
    form.submit(
      (v) =>
        appointmentApi.book({
          visitDate: v.visitDate,
          slotId: Number(v.slotId),
          reason: v.reason,
          visitors: v.visitors,
          idConsent: v.idConsent,
          ...(v.carPlate.trim() ? { carPlate: v.carPlate.trim() } : {}),
        }),
      {
        onSuccess: async (result) => {
          setBooked(result);
          await queryClient.invalidateQueries({ queryKey: [PERSONAL_KEY, 'appointment'] });
        },
        // Someone took the last places meanwhile: show the slots as they are now.
        onError: (error) => {
          if (error instanceof ApiError && error.code === 409) void slots.refetch();
        },
      },
    );

  if (booked) {
    return (
      <ServicePage fallbackTitle={s.title}>
        <MessageBar
          ref={showConfirmation}
          tabIndex={-1}
          intent="success"
          layout="multiline"
          className="appointment__done"
          data-testid="appointment-booked"
        >
          <MessageBarBody>
            <MessageBarTitle>{s.bookedTitle}</MessageBarTitle>
            {s.bookedBody(booked.visitDate, `${booked.slotName} ${booked.slotLabel}`, booked.visitorCount)}
          </MessageBarBody>
        </MessageBar>
        <div className="form-actions">
          <Link to="/my/returnSchool" className="appointment__link">
            {s.viewRecords}
          </Link>
          <Button onClick={() => setBooked(null)}>{s.bookAnother}</Button>
        </div>
      </ServicePage>
    );
  }

  const slotList = slots.data ?? [];

  return (
    <ServicePage fallbackTitle={s.title}>
      <p className="appointment__intro">{s.intro}</p>
      <SubmitForm className="appointment__form" aria-label={s.formTitle} onSend={send}>
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
              onBlur={() => form.blur('visitDate')}
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
                    disabled={slot.remaining < values.visitors.length}
                    className="appointment__slot"
                    label={
                      <span className="appointment__slot-label" data-testid="appointment-slot">
                        <strong>{slot.name}</strong> {slot.label}
                        <span
                          className={slot.remaining > 0 ? 'appointment__remaining' : 'appointment__remaining appointment__remaining--full'}
                        >
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
            {form.errors.visitors && (
              <p className="appointment__error" role="alert">
                {form.errors.visitors}
              </p>
            )}
            <ol className="appointment__visitor-list">
              {values.visitors.map((_, i) => (
                <li key={i} className="appointment__visitor" data-testid="appointment-visitor">
                  <span className="appointment__visitor-no">{s.visitorN(i + 1)}</span>
                  <RowTextField form={form} schema={appointmentSchema} list="visitors" index={i} field="name" label={s.visitorName} />
                  <RowTextField
                    form={form}
                    schema={appointmentSchema}
                    list="visitors"
                    index={i}
                    field="idNumber"
                    label={s.visitorId}
                    autoComplete="off"
                    upperCase
                  />
                  {values.visitors.length > MIN_VISITORS && (
                    <Button
                      appearance="subtle"
                      className="appointment__remove"
                      icon={<DeleteRegular />}
                      aria-label={s.removeVisitor(i + 1)}
                      onClick={() => form.removeRow('visitors', i)}
                    />
                  )}
                </li>
              ))}
            </ol>
            {values.visitors.length < MAX_VISITORS && (
              <Button icon={<AddRegular />} onClick={() => form.addRow('visitors')}>
                {s.addVisitor}
              </Button>
            )}
          </fieldset>

          <TextField form={form} schema={appointmentSchema} name="carPlate" hint={s.carPlateHint} />
          <div className="form-grid__wide">
            <TextAreaField form={form} schema={appointmentSchema} name="reason" rows={3} placeholder={s.reasonPlaceholder} />
          </div>
          <IdConsentField form={form} purpose={ID_NUMBER_PURPOSES.appointment} />
        </div>
        <FormActions pending={form.submitting} label={s.submit} pendingLabel={s.submitting} />
      </SubmitForm>
    </ServicePage>
  );
}
