import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { versionKey } from '../../../lib/version-key.ts';
import { IMAGE_PATH_PATTERN } from '../../../shared/company-forms.ts';
import type { FieldSchema, FormSchema } from '../../../shared/forms.ts';
import type { DictEntry } from '../../../shared/api/admin-site.ts';
import { CARD_PREFIX_PATTERN, CARD_PREFIX_RULE, SITE_IDENTITY_KEYS } from '../../../shared/site-identity.ts';
import { adminSiteT } from '../../../strings/admin.ts';
import { FormActions, SubmitForm } from '../../../ui/forms/FormActions.tsx';
import { TextField } from '../../../ui/forms/fields.tsx';
import { UploadField } from '../../../ui/forms/UploadField.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';
import { adminSiteApi } from './api.ts';
import type { KeyedEntry } from './dict-groups.ts';
import { refreshSite, siteDictsQueryOptions } from './queries.ts';

const path = (entry: DictEntry) => `e${entry.id}`;
const uploadImage = (file: File) => adminSiteApi.uploadImage(file);

/** The form's schema: one field per entry, a picture where the entry holds one; the server checks again on save. */
function schemaOf(entries: readonly KeyedEntry[]): FormSchema {
  const field = ({ title, image, entry }: KeyedEntry): FieldSchema =>
    image
      ? { type: 'string', title, maxLength: 200, pattern: IMAGE_PATH_PATTERN, patternMessage: `请上传${title}` }
      : entry.dictType === 'site_info' && entry.dictValue === SITE_IDENTITY_KEYS.cardPrefix
        ? { type: 'string', title, maxLength: 200, pattern: CARD_PREFIX_PATTERN, patternMessage: CARD_PREFIX_RULE }
        : { type: 'string', title, maxLength: 200 };
  return {
    type: 'object',
    additionalProperties: false,
    required: [],
    properties: Object.fromEntries(entries.map((e) => [path(e.entry), field(e)])),
  };
}

/** A refusal of one entry, told under that entry's field. */
const blame = (error: unknown, entry: DictEntry) =>
  error instanceof Error && (error as Error & { field?: string }).field ? Object.assign(error, { field: path(entry) }) : error;

/**
 * One keyed dictionary (学校信息, 联系方式, ...) as one form: each entry's label, or its picture. Saving sends the
 * entries that changed, one by one; a refused one keeps its message under its field and everything typed stays.
 */
export function KeyedGroupForm({ id, title, entries }: { id: string; title: string; entries: readonly KeyedEntry[] }) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => schemaOf(entries), [entries]);
  const initial = useMemo(() => Object.fromEntries(entries.map((e) => [path(e.entry), e.entry.dictLabel])), [entries]);
  const form = useForm<Record<string, string>>({
    id: `admin-dicts-${id}-${versionKey(initial)}`,
    schema,
    initial,
  });

  const save = async (values: Record<string, string>) => {
    const saved: DictEntry[] = [];
    for (const { entry } of entries) {
      const label = values[path(entry)] ?? '';
      if (label === entry.dictLabel) continue;
      try {
        saved.push(await adminSiteApi.updateDictEntry(entry.id, { dictLabel: label, dictValue: entry.dictValue, sort: entry.sort }));
      } catch (error) {
        // The console's copy stays as it was, so the form (keyed by it) keeps what was typed; saving again resends all.
        throw blame(error, entry);
      }
    }
    queryClient.setQueryData(siteDictsQueryOptions().queryKey, (all) => all?.map((e) => saved.find((s) => s.id === e.id) ?? e));
  };

  const send = () => form.submit(save, { success: adminSiteT.saved, onSuccess: () => refreshSite(queryClient, 'dicts') });
  const titleId = `dicts-${id}-title`;
  return (
    <section className="admin-card" aria-labelledby={titleId} data-testid={`dicts-${id}`}>
      <h2 id={titleId}>{title}</h2>
      <SubmitForm onSend={send} className="site-form" aria-labelledby={titleId}>
        {entries.map((e) =>
          e.image ? (
            <UploadField key={e.entry.id} form={form} schema={schema} name={path(e.entry)} upload={uploadImage} />
          ) : (
            <TextField key={e.entry.id} form={form} schema={schema} name={path(e.entry)} />
          ),
        )}
        <FormActions pending={form.submitting} label={adminSiteT.save} pendingLabel={adminSiteT.saving} testId={`dicts-${id}-save`} />
      </SubmitForm>
    </section>
  );
}
