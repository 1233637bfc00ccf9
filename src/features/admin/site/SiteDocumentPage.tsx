import { Checkbox, Field } from '@fluentui/react-components';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/dates.ts';
import { versionKey } from '../../../lib/version-key.ts';
import { siteDocumentFormSchema as schema, type SITE_DOCUMENT_KEYS } from '../../../shared/admin/site-forms.ts';
import type { SiteDocument } from '../../../shared/api/personal.ts';
import { adminSiteT } from '../../../strings/admin.ts';
import { FormActions, SubmitForm } from '../../../ui/forms/FormActions.tsx';
import { TextField } from '../../../ui/forms/fields.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';
import { adminSiteApi } from './api.ts';
import { LazyRichTextEditor } from '../../../ui/rich-text/LazyRichTextEditor.tsx';
import { siteDocumentQueryOptions } from './queries.ts';

type DocumentKey = keyof typeof SITE_DOCUMENT_KEYS;
const uploadImage = async (file: File) => (await adminSiteApi.uploadImage(file)).url;

/** The console's page of each site document: its words, and the name its draft and test ids carry. */
const PAGES = {
  privacyPolicy: { t: adminSiteT.privacy, name: 'privacy' },
  charter: { t: adminSiteT.charter, name: 'charter' },
} as const;

/** A site document (隐私政策, 校友会章程): its title and body, as the portal's page shows them. */
export function SiteDocumentPage({ docKey }: { docKey: DocumentKey }) {
  const { data: doc } = useSuspenseQuery(siteDocumentQueryOptions(docKey));
  // Keyed by the saved document: once saved, the form starts over from what the server kept (sanitised).
  return <DocumentForm key={versionKey(doc)} docKey={docKey} doc={doc} />;
}

function DocumentForm({ docKey, doc }: { docKey: DocumentKey; doc: SiteDocument | null }) {
  const queryClient = useQueryClient();
  const { t, name } = PAGES[docKey];
  // Only the privacy policy is agreed to, so only it is published in versions.
  const versioned = docKey === 'privacyPolicy';
  // The version box starts off after every save (the form starts over): each new version is a choice of its own.
  const initial = { title: doc?.title ?? '', content: doc?.content ?? '', newVersion: false };
  const form = useForm({ id: `admin-${name}-${versionKey(initial)}`, schema, initial });
  const send = () =>
    form.submit(
      async (values) => {
        const saved = await adminSiteApi.saveDocument(docKey, values);
        queryClient.setQueryData(siteDocumentQueryOptions(docKey).queryKey, saved);
      },
      { success: form.values.newVersion ? adminSiteT.privacy.published((doc?.version ?? 1) + 1) : adminSiteT.saved },
    );
  return (
    <div className="admin-page" data-testid={`site-${name}-page`}>
      <p className="site-intro">
        {t.intro}{' '}
        <span className="site-muted">{doc ? adminSiteT.privacy.updatedAt(formatDateTime(doc.updatedAt)) : adminSiteT.charter.notYet}</span>
      </p>
      {versioned && doc && (
        <p className="site-intro" data-testid="privacy-version">
          {adminSiteT.privacy.version(doc.version ?? 1, formatDateTime(doc.publishedAt ?? doc.updatedAt))}
        </p>
      )}
      <SubmitForm onSend={send} className="admin-card site-form site-form--wide" aria-label={t.title}>
        <TextField form={form} schema={schema} name="title" />
        <LazyRichTextEditor
          label={schema.properties.content.title}
          value={form.values.content}
          onChange={(html) => form.setField('content', html)}
          uploadImage={uploadImage}
          error={form.errors.content}
          loading={adminSiteT.privacy.loadingEditor}
        />
        {versioned && (
          <Field hint={adminSiteT.privacy.newVersionHint}>
            <Checkbox
              name="newVersion"
              checked={form.values.newVersion}
              label={adminSiteT.privacy.newVersion}
              onChange={(_, d) => form.setField('newVersion', d.checked === true)}
              data-testid="privacy-new-version"
            />
          </Field>
        )}
        <FormActions pending={form.submitting} label={adminSiteT.save} pendingLabel={adminSiteT.saving} testId={`${name}-save`} />
      </SubmitForm>
    </div>
  );
}
