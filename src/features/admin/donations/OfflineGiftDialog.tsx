import { Button, Field } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { chinaDate } from '../../../shared/appointment-forms.ts';
import { offlineGiftFormSchema as schema, OFFLINE_CHANNELS, type OfflineGiftValues } from '../../../shared/admin/ledger-gifts.ts';
import { offlineT } from '../../../strings/admin-ledger.ts';
import { CheckField, RadioField, SelectField, TextAreaField, TextField } from '../../../ui/forms/fields.tsx';
import { useForm, type Form } from '../../../ui/forms/useForm.ts';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { donationsApi } from './api.ts';

const initial = (): OfflineGiftValues => ({
  donorName: '',
  graduationYear: '',
  projectId: '',
  amount: '',
  arrivedOn: chinaDate(),
  channel: 'bank',
  voucherNo: '',
  voucherScan: '',
  anonymous: false,
  note: '',
});

/** What is sent: an empty year is no year. */
const bodyOf = (v: OfflineGiftValues): OfflineGiftValues => {
  const { graduationYear, ...rest } = v;
  return graduationYear === '' ? rest : v;
};

/** 登记线下捐赠: a gift by bank transfer or in cash; a refusal keeps what was typed, its sentence under its field. */
export function OfflineGiftDialog({
  projects,
  onClose,
  onSaved,
}: {
  projects: ReadonlyArray<{ id: number; title: string }>;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const [start] = useState(initial);
  const form = useForm<OfflineGiftValues>({ id: 'admin-offline-gift', schema, initial: start, keepDraft: false });
  const send = () => form.submit((v) => donationsApi.recordOffline(bodyOf(v)), { success: offlineT.saved, onSuccess: onSaved });
  return (
    <FormDialog
      open
      title={offlineT.title}
      testId="offline-gift"
      onSend={send}
      onClose={onClose}
      pending={form.submitting}
      submitLabel={offlineT.submit}
      pendingLabel={offlineT.submitting}
      submitTestId="offline-gift-submit"
    >
      <p className="ledger-dialog__intro">{offlineT.intro}</p>
      <TextField form={form} schema={schema} name="donorName" autoComplete="off" hint={offlineT.donorHint} />
      <TextField form={form} schema={schema} name="graduationYear" type="number" inputMode="numeric" />
      <SelectField
        form={form}
        schema={schema}
        name="projectId"
        placeholder={offlineT.projectPlaceholder}
        options={projects.map((p) => ({ value: p.id, label: p.title }))}
      />
      <TextField form={form} schema={schema} name="amount" type="number" inputMode="numeric" />
      <TextField form={form} schema={schema} name="arrivedOn" type="date" />
      <RadioField
        form={form}
        schema={schema}
        name="channel"
        options={OFFLINE_CHANNELS.map((c) => ({ value: c, label: offlineT.channels[c] }))}
      />
      <TextField form={form} schema={schema} name="voucherNo" autoComplete="off" />
      <ScanField form={form} />
      <CheckField form={form} schema={schema} name="anonymous" />
      <TextAreaField form={form} schema={schema} name="note" rows={2} />
    </FormDialog>
  );
}

/** The voucher's scan, uploaded as soon as it is chosen (kept private by the server); the form holds its name. */
function ScanField({ form }: { form: Form<OfflineGiftValues> }) {
  const input = useRef<HTMLInputElement>(null);
  const uploader = useSubmit();
  const [progress, setProgress] = useState(0);
  const [chosen, setChosen] = useState('');
  const [failure, setFailure] = useState('');
  const name = form.values.voucherScan ?? '';
  const message = failure || form.errors.voucherScan;
  const choose = (file: File | undefined) => {
    if (!file) return;
    setFailure('');
    setChosen(file.name);
    void uploader.run(() => donationsApi.uploadScan(file, setProgress), {
      onSuccess: (answer) => form.setField('voucherScan', answer.name),
      onError: (error) => setFailure(error instanceof Error ? error.message : ''),
    });
  };
  return (
    <Field
      label={schema.properties.voucherScan.title}
      hint={offlineT.scanHint}
      validationState={message ? 'error' : 'none'}
      validationMessage={message || undefined}
      data-field="voucherScan"
    >
      <div className="ledger-scan">
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          onChange={(e) => choose(e.target.files?.[0])}
          data-testid="offline-gift-scan-input"
        />
        <Button type="button" onClick={() => input.current?.click()} disabled={uploader.pending} data-testid="offline-gift-scan">
          {uploader.pending ? `${offlineT.scanUploading} ${Math.round(progress * 100)}%` : offlineT.scanChoose}
        </Button>
        {name && !uploader.pending && (
          <>
            <span className="ledger__muted" data-testid="offline-gift-scan-done">
              {offlineT.scanDone}：{chosen}
            </span>
            <Button type="button" appearance="subtle" onClick={() => form.setField('voucherScan', '')}>
              {offlineT.scanRemove}
            </Button>
          </>
        )}
      </div>
    </Field>
  );
}
