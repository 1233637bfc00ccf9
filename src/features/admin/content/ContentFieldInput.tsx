import { useSuspenseQuery } from '@tanstack/react-query';
import { dictEntries } from '../../../site/dicts.ts';
import { dictsQueryOptions } from '../../../site/queries.ts';
import type { FormSchema } from '../../../shared/forms.ts';
import { adminContentT } from '../../../strings/admin.ts';
import { SelectField, TextAreaField, TextField } from '../../../ui/forms/fields.tsx';
import { UploadField } from '../../../ui/forms/UploadField.tsx';
import { LazyRichTextEditor } from '../../../ui/rich-text/LazyRichTextEditor.tsx';
import type { Form } from '../../../ui/forms/useForm.ts';
import { adminContentApi } from './api.ts';
import type { ContentField, EditorValues } from './fields.ts';

type Props = { form: Form<EditorValues>; schema: FormSchema; field: ContentField };

/** One field of a kind's form, drawn by its control. */
export function ContentFieldInput({ form, schema, field }: Props) {
  const { name } = field;
  switch (field.control) {
    case 'html':
      return (
        <div data-field={name} className="content-html-field">
          <LazyRichTextEditor
            id={`field-${name}`}
            label={field.title}
            value={String(form.values[name] ?? '')}
            onChange={(html) => form.setField(name, html)}
            uploadImage={adminContentApi.uploadImage}
            error={form.errors[name] || undefined}
            loading={adminContentT.editorLoading}
          />
        </div>
      );
    case 'picture':
      return (
        <UploadField
          form={form}
          schema={schema}
          name={name}
          upload={(file) => adminContentApi.uploadImage(file).then((url) => ({ url }))}
          previewClassName="content-picture__preview"
        />
      );
    case 'textarea':
      return <TextAreaField form={form} schema={schema} name={name} rows={3} />;
    case 'number':
      return <TextField form={form} schema={schema} name={name} type="number" inputMode="numeric" />;
    case 'date':
      return <TextField form={form} schema={schema} name={name} type="date" />;
    case 'datetime':
      return <TextField form={form} schema={schema} name={name} type="datetime-local" />;
    case 'select':
      return <SelectField form={form} schema={schema} name={name} options={field.options ?? []} />;
    case 'dictionary':
      return <DictionaryField form={form} schema={schema} field={field} />;
    default:
      return <TextField form={form} schema={schema} name={name} />;
  }
}

/** A field whose values are one of the site's dictionaries (a company's industry and scale). */
function DictionaryField({ form, schema, field }: Props) {
  const { data: dicts } = useSuspenseQuery(dictsQueryOptions());
  const options = dictEntries(dicts, field.dict ?? '').map((e) => ({ value: e.dictValue, label: e.dictLabel }));
  return <SelectField form={form} schema={schema} name={field.name} options={options} placeholder={adminContentT.dictionaryPlaceholder} />;
}
