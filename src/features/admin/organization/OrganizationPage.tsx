import { Badge } from '@fluentui/react-components';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { versionKey } from '../../../lib/version-key.ts';
import { myOrganizationSchema as schema } from '../../../shared/admin/site-forms.ts';
import { ORGANIZATION_KINDS } from '../../../shared/api/content.ts';
import type { AdminContentDetail } from '../../../shared/api/admin-content.ts';
import { adminOrganizationT as t } from '../../../strings/admin.ts';
import { FormActions, SubmitForm } from '../../../ui/forms/FormActions.tsx';
import { SelectField, TextAreaField, TextField } from '../../../ui/forms/fields.tsx';
import { UploadField } from '../../../ui/forms/UploadField.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';
import { LazyRichTextEditor } from '../../../ui/rich-text/LazyRichTextEditor.tsx';
import { adminOrganizationApi } from './api.ts';
import { myOrganizationQueryOptions } from './queries.ts';
import './organization.css';

const kindOptions = ORGANIZATION_KINDS.map((value) => ({ value, label: t.kinds[value] ?? value }));
const uploadImage = (file: File) => adminOrganizationApi.uploadImage(file);
const uploadInline = async (file: File) => (await uploadImage(file)).url;

type PageValues = Record<string, string>;

/** The page's own fields, as the form edits them (the publishing columns stay with the content editors). */
const pageValues = (row: AdminContentDetail): PageValues =>
  Object.fromEntries(Object.keys(schema.properties).map((name) => [name, String(row[name] ?? '')]));

/** 本组织: the organisation's page as the portal shows it, edited by the member of staff who looks after it. */
export function OrganizationPage() {
  const { data: row } = useSuspenseQuery(myOrganizationQueryOptions());
  return (
    <div className="admin-page" data-testid="admin-organization-page">
      <h1 className="admin-page__title">{t.title}</h1>
      {row ? <OrganizationForm key={versionKey(pageValues(row))} row={row} /> : <p className="admin-card">{t.none}</p>}
    </div>
  );
}

function OrganizationForm({ row }: { row: AdminContentDetail }) {
  const queryClient = useQueryClient();
  const initial = pageValues(row);
  const form = useForm<PageValues>({ id: `admin-organization-${row.id}-${versionKey(initial)}`, schema, initial });
  const send = () =>
    form.submit(
      async (values) => {
        const saved = await adminOrganizationApi.save(values);
        queryClient.setQueryData(myOrganizationQueryOptions().queryKey, saved);
      },
      { success: t.saved, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['public'] }) },
    );
  return (
    <>
      <p className="org-state">
        <span className="org-state__intro">{t.intro}</span>
        <Badge appearance="tint" color={row.live ? 'success' : 'warning'}>
          {row.live ? t.state.live : t.state.hidden}
        </Badge>
        <span className="org-state__members">{t.members(Number(row.memberCount ?? 0))}</span>
        {row.live && (
          <a href={`/article/organizationDetails/${row.id}`} target="_blank" rel="noopener" className="org-state__view">
            {t.view}
          </a>
        )}
      </p>
      <SubmitForm onSend={send} className="admin-card org-form" aria-label={t.title}>
        <div className="org-form__grid">
          <TextField form={form} schema={schema} name="name" />
          <SelectField form={form} schema={schema} name="kind" options={kindOptions} />
          <TextField form={form} schema={schema} name="region" />
          <TextField form={form} schema={schema} name="foundedAt" type="date" />
          <TextField form={form} schema={schema} name="leader" />
          <TextField form={form} schema={schema} name="contact" />
        </div>
        <TextAreaField form={form} schema={schema} name="summary" rows={3} />
        <UploadField form={form} schema={schema} name="cover" upload={uploadImage} />
        <LazyRichTextEditor
          label={schema.properties.content?.title ?? ''}
          value={form.values.content ?? ''}
          onChange={(html) => form.setField('content', html)}
          uploadImage={uploadInline}
          error={form.errors.content}
          loading={t.loadingEditor}
        />
        <FormActions pending={form.submitting} label={t.save} pendingLabel={t.saving} testId="organization-save" />
      </SubmitForm>
    </>
  );
}
