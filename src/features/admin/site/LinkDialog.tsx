import { dictEntrySchema } from '../../../shared/admin/site-forms.ts';
import type { FormSchema } from '../../../shared/forms.ts';
import type { DictEntry } from '../../../shared/api/admin-site.ts';
import { versionKey } from '../../../lib/version-key.ts';
import { adminSiteT } from '../../../strings/admin.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { TextField } from '../../../ui/forms/fields.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';

const t = adminSiteT.dicts;

// The entry's label and value, named as a link; the server's rules (addresses checked as links) are the same.
const linkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dictLabel', 'dictValue'],
  properties: {
    dictLabel: { ...dictEntrySchema.properties.dictLabel, title: t.linkLabel },
    dictValue: { ...dictEntrySchema.properties.dictValue, title: t.linkValue },
  },
} as const satisfies FormSchema;

export type LinkValues = { dictLabel: string; dictValue: string };

/** A footer link, new or as it is: its name and address. */
export function LinkDialog({
  open,
  list,
  title,
  entry,
  onSave,
  onClose,
}: {
  list: string;
  title: string;
  entry?: DictEntry;
  onSave: (values: LinkValues) => Promise<unknown>;
  onClose: () => void;
  open: boolean;
}) {
  const initial = { dictLabel: entry?.dictLabel ?? '', dictValue: entry?.dictValue ?? '' };
  const form = useForm({ id: `admin-link-${list}-${entry?.id ?? 'new'}-${versionKey(initial)}`, schema: linkSchema, initial });
  const send = () => form.submit(onSave, { success: entry ? adminSiteT.saved : t.added, onSuccess: onClose });
  return (
    <FormDialog
      open={open}
      title={title}
      testId="link-dialog"
      onSend={send}
      onClose={onClose}
      pending={form.submitting}
      submitLabel={adminSiteT.save}
      pendingLabel={adminSiteT.saving}
      submitTestId="link-save"
    >
      <TextField form={form} schema={linkSchema} name="dictLabel" />
      <TextField form={form} schema={linkSchema} name="dictValue" hint={t.linkHint} />
    </FormDialog>
  );
}
