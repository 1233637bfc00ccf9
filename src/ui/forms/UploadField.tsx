import { Button, Field, Spinner } from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, uploadApi } from '../../lib/image-upload.ts';
import { scalarField, type FormSchema } from '../../shared/forms.ts';
import { t } from '../../strings.ts';
import type { FieldName, Form, FormValues } from './useForm.ts';

/**
 * An image field: picks a png/jpeg/webp of at most 5 MB, uploads it, and keeps its address as the value. `upload`: the
 * console's own call (a staff token), instead of the portal's.
 */
export function UploadField<T extends FormValues>({
  form,
  schema,
  name,
  upload = uploadApi.image,
  previewClassName = 'upload-field__preview',
}: {
  form: Form<T>;
  schema: FormSchema;
  name: FieldName<T>;
  upload?: (file: File) => Promise<{ url: string }>;
  /** the preview's size and shape (a cover is wider than an avatar) */
  previewClassName?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState('');
  const url = String(form.values[name] ?? '');
  const field = scalarField(schema, name);
  const message = localError || form.errors[name];

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setLocalError('');
    if (!UPLOAD_TYPES.includes(file.type)) return setLocalError(t.upload.wrongType);
    if (file.size > MAX_UPLOAD_BYTES) return setLocalError(t.upload.tooLarge);
    setBusy(true);
    try {
      const { url: stored } = await upload(file);
      form.setField(name, stored as T[typeof name]);
    } catch (error) {
      setLocalError(error instanceof Error ? error.message : t.upload.failed);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Field
      label={field?.title ?? name}
      required={schema.required.includes(name)}
      validationState={message ? 'error' : 'none'}
      validationMessage={message || t.upload.hint}
      data-field={name}
    >
      <div className="upload-field">
        {url && (
          <img src={url} alt={field?.title ?? ''} width={96} height={96} className={previewClassName} data-testid={`picture-${name}`} />
        )}
        <input
          ref={input}
          type="file"
          name={name}
          accept={UPLOAD_TYPES.join(',')}
          className="visually-hidden"
          // The button below opens it: one stop for the keyboard, not two.
          tabIndex={-1}
          // The Field's label points at the wrapper, not here: the input names itself for assistive technology.
          aria-label={field?.title ?? name}
          onChange={(e) => void pick(e.target.files?.[0])}
          data-testid={`upload-${name}`}
        />
        <Button icon={busy ? <Spinner size="tiny" /> : <ImageAddRegular />} disabled={busy} onClick={() => input.current?.click()}>
          {busy ? t.upload.uploading : url ? t.upload.replace : t.upload.choose}
        </Button>
      </div>
    </Field>
  );
}
