import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { PeopleRegular, SendRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { noticeFormSchema, type NoticeValues } from '../../../shared/admin/ledger.ts';
import { validateForm } from '../../../shared/forms.ts';
import { noticesT } from '../../../strings/admin-ledger.ts';
import { FormActions, SubmitForm } from '../../../ui/forms/FormActions.tsx';
import { RadioField, SelectField, TextAreaField, TextField } from '../../../ui/forms/fields.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';
import { noticesApi } from './api.ts';
import { noticeAudiencesQueryOptions, recipientsQueryOptions, refreshAfterNotice } from './queries.ts';

type Values = {
  audience: string;
  graduationYear?: number | '';
  organizationId?: number | '';
  rosterFilterId?: number | '';
  title: string;
  content: string;
};
const initial: Values = { audience: 'all', graduationYear: '', organizationId: '', rosterFilterId: '', title: '', content: '' };

/** The values as the API takes them: the year or organisation only for the audience that needs it. */
const bodyOf = (v: Values): NoticeValues => ({
  audience: v.audience as NoticeValues['audience'],
  ...(v.audience === 'year' ? { graduationYear: Number(v.graduationYear) } : {}),
  ...(v.audience === 'organization' ? { organizationId: Number(v.organizationId) } : {}),
  ...(v.audience === 'roster' ? { rosterFilterId: Number(v.rosterFilterId) } : {}),
  title: v.title.trim(),
  content: v.content.trim(),
});

/**
 * 发送通知: the audience (with its head count as it is chosen), the title and the text; 发送 asks once more, naming how
 * many will receive it, since a notice cannot be taken back.
 */
export function NoticeForm() {
  const { data: audiences } = useSuspenseQuery(noticeAudiencesQueryOptions());
  const queryClient = useQueryClient();
  // The audiences the server offers this member of staff (a 审核员: a saved filter of the roster), the first chosen.
  const offered = audiences.offered;
  const form = useForm<Values>({
    id: 'admin-notice',
    schema: noticeFormSchema,
    initial: { ...initial, audience: offered[0] ?? initial.audience },
  });
  const v = form.values;
  const target = {
    audience: v.audience as NoticeValues['audience'],
    graduationYear: v.graduationYear ? Number(v.graduationYear) : undefined,
    organizationId: v.organizationId ? Number(v.organizationId) : undefined,
    rosterFilterId: v.rosterFilterId ? Number(v.rosterFilterId) : undefined,
  };
  const preview = useQuery(recipientsQueryOptions(target));
  // What the question says is fixed when asked: the form starts over once sent, while the dialog is still closing.
  const [asked, setAsked] = useState({ open: false, count: 0, label: '' });
  const setConfirming = (open: boolean) => setAsked((a) => ({ ...a, open }));

  const ask = () => {
    // The form's own checks first (submit shows them and focuses the field at fault); the question only for a notice
    // that can go.
    if (Object.keys(validateForm(noticeFormSchema, v)).length > 0) return void form.submit(() => Promise.reject(new Error('invalid')));
    setAsked({ open: true, count: preview.data?.count ?? 0, label: preview.data?.audienceLabel ?? '' });
  };
  const send = () =>
    void form.submit((values) => noticesApi.send(bodyOf(values)), {
      onSuccess: async (sent) => {
        setConfirming(false);
        notify({ intent: 'success', text: noticesT.sent(sent.recipientCount) });
        await refreshAfterNotice(queryClient);
      },
      onError: () => setConfirming(false),
    });

  const count = preview.data?.count;
  const label = preview.data?.audienceLabel ?? '';
  return (
    <>
      <SubmitForm onSend={ask} className="admin-card notice-form" aria-label={noticesT.compose} data-testid="notice-form">
        <h2 className="admin-page__subtitle notice-form__title">{noticesT.compose}</h2>
        <RadioField
          form={form}
          schema={noticeFormSchema}
          name="audience"
          options={offered.map((a) => ({ value: a, label: noticesT.audiences[a] }))}
        />
        {v.audience === 'year' && (
          <SelectField
            form={form}
            schema={noticeFormSchema}
            name="graduationYear"
            options={audiences.years.map((y) => ({ value: y.year, label: noticesT.yearOption(y.year, y.count) }))}
          />
        )}
        {v.audience === 'organization' && (
          <SelectField
            form={form}
            schema={noticeFormSchema}
            name="organizationId"
            options={audiences.organizations.map((o) => ({ value: o.id, label: noticesT.orgOption(o.name, o.count) }))}
          />
        )}
        {v.audience === 'roster' &&
          (audiences.rosterFilters.length ? (
            <SelectField
              form={form}
              schema={noticeFormSchema}
              name="rosterFilterId"
              options={audiences.rosterFilters.map((f) => ({ value: f.id, label: noticesT.orgOption(f.name, f.count) }))}
            />
          ) : (
            <p className="notice-form__none" data-testid="notice-no-filters">
              {noticesT.noRosterFilters}
            </p>
          ))}
        <p className="notice-form__recipients" aria-live="polite" data-testid="notice-recipients">
          <PeopleRegular aria-hidden="true" />
          {preview.isFetching ? (
            <>
              <Spinner size="extra-tiny" /> {noticesT.counting}
            </>
          ) : count === undefined ? (
            noticesT.chooseAudience
          ) : count === 0 ? (
            noticesT.noRecipients(label)
          ) : (
            noticesT.recipients(count, label)
          )}
        </p>
        <TextField form={form} schema={noticeFormSchema} name="title" />
        <TextAreaField form={form} schema={noticeFormSchema} name="content" rows={6} hint={noticesT.contentHint} />
        <FormActions
          pending={form.submitting}
          label={noticesT.send}
          pendingLabel={noticesT.sending}
          icon={<SendRegular />}
          testId="notice-send"
        />
      </SubmitForm>
      <Dialog open={asked.open} modalType="alert" onOpenChange={(_, d) => !d.open && setConfirming(false)}>
        <DialogSurface className="notice-confirm" data-testid="notice-confirm">
          <DialogBody>
            <DialogTitle>{noticesT.confirmTitle}</DialogTitle>
            <DialogContent>{noticesT.confirm(asked.count, asked.label)}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={send} disabled={form.submitting} data-testid="notice-confirm-send">
                {form.submitting ? noticesT.sending : noticesT.confirmSend}
              </Button>
              <Button onClick={() => setConfirming(false)} disabled={form.submitting}>
                {noticesT.cancel}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
