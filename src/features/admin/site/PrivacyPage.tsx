import { Checkbox, Field } from '@fluentui/react-components';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/dates.ts';
import { versionKey } from '../../../lib/version-key.ts';
import { siteDocumentFormSchema as schema } from '../../../shared/admin/site-forms.ts';
import type { SiteDocument } from '../../../shared/api/personal.ts';
import { adminSiteT } from '../../../strings/admin.ts';
import { FormActions, SubmitForm } from '../../../ui/forms/FormActions.tsx';
import { TextField } from '../../../ui/forms/fields.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';
import { adminSiteApi } from './api.ts';
import { LazyRichTextEditor } from '../../../ui/rich-text/LazyRichTextEditor.tsx';
import { siteDocumentQueryOptions } from './queries.ts';

const t = adminSiteT.privacy;
const KEY = 'privacyPolicy';
const uploadImage = async (file: File) => (await adminSiteApi.uploadImage(file)).url;

/** 隐私政策: its title and body, as the portal's privacy page shows them. */
export function PrivacyPage() {
  const { data: doc } = useSuspenseQuery(siteDocumentQueryOptions(KEY));
  // Keyed by the saved document: once saved, the form starts over from what the server kept (sanitised).
  return <PrivacyForm key={versionKey(doc)} doc={doc} />;
}

function PrivacyForm({ doc }: { doc: SiteDocument }) {
  const queryClient = useQueryClient();
  // The version box starts off after every save (the form starts over): each new version is a choice of its own.
  const initial = { title: doc.title, content: doc.content, newVersion: false };
  const form = useForm({ id: `admin-privacy-${versionKey(initial)}`, schema, initial });
  const send = () =>
    form.submit(
      async (values) => {
        const saved = await adminSiteApi.saveDocument(KEY, values);
        queryClient.setQueryData(siteDocumentQueryOptions(KEY).queryKey, saved);
      },
      { success: form.values.newVersion ? t.published((doc.version ?? 1) + 1) : adminSiteT.saved },
    );
  return (
    <div className="admin-page" data-testid="site-privacy-page">
      <p className="site-intro">
        {t.intro} <span className="site-muted">{t.updatedAt(formatDateTime(doc.updatedAt))}</span>
      </p>
      <p className="site-intro" data-testid="privacy-version">
        {t.version(doc.version ?? 1, formatDateTime(doc.publishedAt ?? doc.updatedAt))}
      </p>
      <SubmitForm onSend={send} className="admin-card site-form site-form--wide" aria-label={t.title}>
        <TextField form={form} schema={schema} name="title" />
        <LazyRichTextEditor
          label={schema.properties.content.title}
          value={form.values.content}
          onChange={(html) => form.setField('content', html)}
          uploadImage={uploadImage}
          error={form.errors.content}
          loading={t.loadingEditor}
        />
        <Field hint={t.newVersionHint}>
          <Checkbox
            name="newVersion"
            checked={form.values.newVersion}
            label={t.newVersion}
            onChange={(_, d) => form.setField('newVersion', d.checked === true)}
            data-testid="privacy-new-version"
          />
        </Field>
        <FormActions pending={form.submitting} label={adminSiteT.save} pendingLabel={adminSiteT.saving} testId="privacy-save" />
      </SubmitForm>
    </div>
  );
}
