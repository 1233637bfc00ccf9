import { Button, Field, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { PERSONAL_KEY } from '../../session/store.ts';
import { activityProposalSchema, checkProposalTimes, MIN_LEAD_DAYS, type ActivityProposalValues } from '../../shared/activity-forms.ts';
import { t } from '../../strings.ts';
import { SelectField, TextAreaField, TextField } from '../../ui/forms/fields.tsx';
import { FormActions, SubmitForm } from '../../ui/forms/FormActions.tsx';
import { UploadField } from '../../ui/forms/UploadField.tsx';
import { useForm, type Form } from '../../ui/forms/useForm.ts';
import { ServicePage } from '../../site/ServicePage.tsx';
import { dictsQueryOptions } from '../../site/queries.ts';
import { activitySignupApi } from '../../api/activities.ts';
import './activity-apply.css';

const a = t.activityApply.apply;
const schema = activityProposalSchema;
type TimeField = 'startTime' | 'endTime' | 'signupDeadline';

const initial: ActivityProposalValues = {
  title: '',
  activityType: '',
  startTime: '',
  endTime: '',
  place: '',
  capacity: '',
  signupDeadline: '',
  description: '',
  cover: '',
};

/** A Date as the value of a datetime-local input, in the browser's time zone. */
function localValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A native datetime-local input inside a Fluent Field, with the field's own message or the cross-field one. */
function DateTimeField({ form, name, hint, min }: { form: Form<ActivityProposalValues>; name: TimeField; hint?: string; min?: string }) {
  const message = form.errors[name];
  return (
    <Field
      label={schema.properties[name].title}
      required={schema.required.includes(name)}
      hint={hint}
      validationState={message ? 'error' : 'none'}
      validationMessage={message || undefined}
      data-field={name}
    >
      {(fieldProps) => (
        <input
          {...fieldProps}
          type="datetime-local"
          name={name}
          min={min}
          className="activity-apply__datetime"
          value={String(form.values[name] ?? '')}
          onChange={(e) => form.setField(name, e.target.value)}
          onBlur={() => form.blur(name)}
        />
      )}
    </Field>
  );
}

/** /services/addactivities: propose an activity; the alumni office reviews it. */
export function ProposalPage() {
  const queryClient = useQueryClient();
  const { data: dicts } = useQuery(dictsQueryOptions());
  const types = useMemo(
    () => (dicts?.find((d) => d.dictType === 'activity_type')?.dataList ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel })),
    [dicts],
  );
  // The time rules between fields are the form's check: their messages show and follow like the fields' own.
  const form = useForm<ActivityProposalValues>({ id: 'activity-proposal', schema, initial, check: checkProposalTimes });
  const [done, setDone] = useState<string | null>(null);
  // Read once, when the page opens: the earliest start offered does not move while the user types.
  const [earliestStart] = useState(() => localValue(new Date(Date.now() + MIN_LEAD_DAYS * 86400000)));

  const send = () =>
    form.submit(
      (v) =>
        activitySignupApi.propose({
          title: v.title,
          activityType: v.activityType,
          startTime: new Date(v.startTime).toISOString(),
          endTime: new Date(v.endTime).toISOString(),
          place: v.place,
          capacity: Number(v.capacity),
          signupDeadline: new Date(v.signupDeadline).toISOString(),
          description: v.description,
          cover: v.cover,
        }),
      {
        onSuccess: () => {
          setDone(form.values.title);
          void queryClient.invalidateQueries({ queryKey: [PERSONAL_KEY, 'activities'] });
        },
      },
    );

  return (
    <ServicePage fallbackTitle={a.title} trail={[{ label: a.trail, href: '/article/activities' }, { label: a.title }]}>
      {done !== null ? (
        <MessageBar intent="success" layout="multiline" className="activity-apply__done" data-testid="proposal-done">
          <MessageBarBody>
            <MessageBarTitle>{a.doneTitle}</MessageBarTitle>
            <p>{a.doneText(done)}</p>
            <p className="activity-apply__done-links">
              <Link to="/my/activity" search={{ tab: 'proposed' }}>
                {a.myLink}
              </Link>
              <Button appearance="transparent" onClick={() => setDone(null)}>
                {a.again}
              </Button>
            </p>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <SubmitForm className="activity-apply" aria-label={a.title} onSend={send}>
          <p className="activity-apply__intro">{a.intro}</p>
          <div className="form-grid">
            <div className="form-grid__wide">
              <TextField form={form} schema={schema} name="title" placeholder={a.placeholders.title} />
            </div>
            <SelectField form={form} schema={schema} name="activityType" options={types} placeholder={a.typePlaceholder} />
            <TextField form={form} schema={schema} name="capacity" type="number" inputMode="numeric" hint={a.hints.capacity} />
            <DateTimeField form={form} name="startTime" hint={a.hints.startTime} min={earliestStart} />
            <DateTimeField form={form} name="endTime" min={form.values.startTime || earliestStart} />
            <DateTimeField form={form} name="signupDeadline" hint={a.hints.signupDeadline} />
            <TextField form={form} schema={schema} name="place" placeholder={a.placeholders.place} />
            <div className="form-grid__wide">
              <TextAreaField form={form} schema={schema} name="description" rows={6} placeholder={a.placeholders.description} />
            </div>
            <div className="form-grid__wide">
              <UploadField form={form} schema={schema} name="cover" />
            </div>
          </div>
          <p className="activity-apply__draft">{a.draftNote}</p>
          <FormActions
            pending={form.submitting}
            label={a.submit}
            pendingLabel={a.submitting}
            icon={<SendRegular />}
            testId="proposal-submit"
          />
        </SubmitForm>
      )}
    </ServicePage>
  );
}
