import type { ComponentType } from 'react';
import { versionKey } from '../../../lib/version-key.ts';
import { CARD_LAYOUTS, cardTemplateFormSchema, type CardTemplateValues } from '../../../shared/admin/site-forms.ts';
import type { CardTemplate } from '../../../shared/api/account.ts';
import { adminSiteT } from '../../../strings/admin.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { CheckField, RadioField, TextField } from '../../../ui/forms/fields.tsx';
import { UploadField } from '../../../ui/forms/UploadField.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';
import { adminSiteApi } from './api.ts';

const t = adminSiteT.card;
const schema = cardTemplateFormSchema;
const layoutOptions = CARD_LAYOUTS.map((value) => ({ value, label: t.layouts[value] }));
const uploadImage = (file: File) => adminSiteApi.uploadImage(file);

export type CardPreview = ComponentType<{ look: Omit<CardTemplateValues, 'name' | 'active'>; label: string }>;

/** A template's name, state, background, colours and layout, with the card drawn as it will look while they change. */
export function CardTemplateDialog({
  open,
  template,
  Preview,
  onSave,
  onClose,
}: {
  template: CardTemplate;
  Preview: CardPreview;
  onSave: (values: CardTemplateValues) => Promise<unknown>;
  onClose: () => void;
  open: boolean;
}) {
  const initial = {
    name: template.name,
    active: template.active,
    background: template.background,
    textColor: template.textColor,
    accentColor: template.accentColor,
    layout: template.layout,
  };
  const form = useForm({ id: `admin-card-${template.id}-${versionKey(initial)}`, schema, initial });
  const send = () => form.submit((v) => onSave(v as CardTemplateValues), { success: adminSiteT.saved, onSuccess: onClose });
  const colour = (v: string, fallback: string) => (/^#[0-9A-Fa-f]{6}$/.test(v) ? v : fallback);
  const look = {
    background: form.values.background,
    textColor: colour(form.values.textColor, template.textColor),
    accentColor: colour(form.values.accentColor, template.accentColor),
    layout: form.values.layout as CardTemplateValues['layout'],
  };
  const title = t.editTitle(template.name);
  return (
    <FormDialog
      open={open}
      title={title}
      testId="card-template-dialog"
      wide
      contentClassName="card-edit"
      onSend={send}
      onClose={onClose}
      pending={form.submitting}
      submitLabel={adminSiteT.save}
      pendingLabel={adminSiteT.saving}
    >
      <div className="card-edit__preview">
        <Preview look={look} label={t.previewLabel(form.values.name || template.name)} />
      </div>
      <div className="console-dialog__fields">
        <TextField form={form} schema={schema} name="name" />
        <CheckField form={form} schema={schema} name="active" />
        <UploadField form={form} schema={schema} name="background" upload={uploadImage} />
        <div className="card-edit__colours">
          <TextField form={form} schema={schema} name="textColor" hint={t.colorHint} />
          <TextField form={form} schema={schema} name="accentColor" hint={t.colorHint} />
        </div>
        <RadioField form={form} schema={schema} name="layout" options={layoutOptions} />
      </div>
    </FormDialog>
  );
}
