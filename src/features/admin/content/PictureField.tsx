import { Button, Field, Spinner } from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../../../lib/image-upload.ts';
import { adminContentT } from '../../../strings/admin.ts';
import { t } from '../../../strings.ts';
import type { Form } from '../../../ui/forms/useForm.ts';
import { adminContentApi } from './api.ts';
import type { ContentField } from './fields.ts';
import type { EditorValues } from './fields.ts';

/**
 * A picture field of the console: the portal's UploadField sends an alumnus's token to the portal's upload; this one
 * sends the picture to the console's upload and shows it once stored.
 */
export function PictureField({ form, field }: { form: Form<EditorValues>; field: ContentField }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState('');
  const url = String(form.values[field.name] ?? '');
  const message = localError || form.errors[field.name];

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setLocalError('');
    if (!UPLOAD_TYPES.includes(file.type)) return setLocalError(t.upload.wrongType);
    if (file.size > MAX_UPLOAD_BYTES) return setLocalError(t.upload.tooLarge);
    setBusy(true);
    try {
      form.setField(field.name, await adminContentApi.uploadImage(file));
    } catch (error) {
      setLocalError(error instanceof Error ? error.message : t.upload.failed);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Field
      label={field.title}
      required={field.required}
      validationState={message ? 'error' : 'none'}
      validationMessage={message || adminContentT.uploadHint}
      data-field={field.name}
    >
      <div className="upload-field content-picture">
        {url && <img src={url} alt={field.title} className="content-picture__preview" data-testid={`picture-${field.name}`} />}
        <input
          ref={input}
          type="file"
          name={field.name}
          accept={UPLOAD_TYPES.join(',')}
          className="visually-hidden"
          tabIndex={-1}
          onChange={(e) => void pick(e.target.files?.[0])}
          data-testid={`upload-${field.name}`}
        />
        <Button icon={busy ? <Spinner size="tiny" /> : <ImageAddRegular />} disabled={busy} onClick={() => input.current?.click()}>
          {busy ? adminContentT.uploading : url ? adminContentT.uploadReplace : adminContentT.uploadChoose}
        </Button>
      </div>
    </Field>
  );
}
