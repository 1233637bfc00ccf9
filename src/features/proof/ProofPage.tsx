import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AlumUserInfo } from '../../api/account.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import { idNumberError, PROOF_CERTIFICATE_DICT, proofSchema, type ProofDelivery } from '../../shared/proof-forms.ts';
import { validateForm } from '../../shared/forms.ts';
import { t } from '../../strings.ts';
import { RadioField, SelectField, TextAreaField, TextField } from '../../ui/forms/fields.tsx';
import { useForm } from '../../ui/forms/useForm.ts';
import { notify } from '../../lib/notify.ts';
import { dictEntries } from '../../site/dicts.ts';
import { dictsQueryOptions } from '../../site/queries.ts';
import { ServicePage } from '../../site/ServicePage.tsx';
import { proofApi } from './api.ts';
import { ProofList } from './ProofList.tsx';
import { proofProfileQueryOptions } from './queries.ts';
import './proof.css';

const s = t.proof;

type Values = {
  name: string;
  studentNo: string;
  faculty: string;
  major: string;
  graduationYear: number | '';
  certificateType: string;
  reason: string;
  delivery: ProofDelivery;
  address: string;
  phone: string;
  idNumber: string;
};

/** 证明补办: the application form, prefilled from the alumnus' record, and 我的申请 with each one's progress. */
export function ProofPage() {
  const { data: profile } = useSuspenseQuery(proofProfileQueryOptions());
  if (!profile) {
    return (
      <ServicePage fallbackTitle={s.title}>
        <MessageBar intent="info" data-testid="proof-alumni-only">
          <MessageBarBody>{s.alumniOnly}</MessageBarBody>
        </MessageBar>
      </ServicePage>
    );
  }
  return <ProofForm profile={profile} />;
}

function ProofForm({ profile }: { profile: AlumUserInfo }) {
  const queryClient = useQueryClient();
  const { data: dicts } = useSuspenseQuery(dictsQueryOptions());
  const types = dictEntries(dicts, PROOF_CERTIFICATE_DICT);
  const initial = useMemo<Values>(
    () => ({
      name: profile.name ?? '',
      studentNo: profile.userCode ?? '',
      faculty: profile.faculty ?? '',
      major: profile.major ?? '',
      graduationYear: profile.graduationYear ?? '',
      certificateType: '',
      reason: '',
      delivery: 'post',
      address: '',
      phone: '',
      idNumber: '',
    }),
    [profile],
  );
  const form = useForm<Values>({ id: 'proof', schema: proofSchema, initial });
  const [idChecked, setIdChecked] = useState(false);
  const idMessage = form.errors.idNumber || (idChecked && form.values.idNumber ? idNumberError(form.values.idNumber) : '');

  const submit = async () => {
    setIdChecked(true);
    const checksum = idNumberError(form.values.idNumber);
    const ok = await form.submit(async (v) => {
      if (checksum) throw new Error(checksum);
      await proofApi.submit({
        ...v,
        graduationYear: Number(v.graduationYear),
        address: v.delivery === 'post' ? v.address : '',
        idNumber: v.idNumber.toUpperCase(),
      });
    });
    if (ok) {
      setIdChecked(false);
      notify({ intent: 'success', text: s.submitted });
      await queryClient.invalidateQueries({ queryKey: [PERSONAL_KEY, 'proof', 'my'] });
    } else if (checksum && Object.keys(validateForm(proofSchema, form.values)).length === 0) {
      document.querySelector<HTMLElement>('[name="idNumber"]')?.focus();
    }
  };

  return (
    <ServicePage fallbackTitle={s.title}>
      <p className="proof__intro">{s.intro}</p>
      <form
        className="proof__form"
        noValidate
        aria-label={s.formTitle}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="form-grid">
          <TextField form={form} schema={proofSchema} name="name" />
          <TextField form={form} schema={proofSchema} name="studentNo" />
          <TextField form={form} schema={proofSchema} name="faculty" />
          <TextField form={form} schema={proofSchema} name="major" />
          <TextField form={form} schema={proofSchema} name="graduationYear" type="number" inputMode="numeric" />
          <SelectField
            form={form}
            schema={proofSchema}
            name="certificateType"
            placeholder={s.certificatePlaceholder}
            options={types.map((e) => ({ value: e.dictValue, label: e.dictLabel }))}
          />
          <TextField form={form} schema={proofSchema} name="phone" type="tel" inputMode="numeric" />
          <Field
            label={proofSchema.properties.idNumber.title}
            required
            validationState={idMessage ? 'error' : 'none'}
            validationMessage={idMessage || undefined}
          >
            <Input
              name="idNumber"
              maxLength={18}
              autoComplete="off"
              value={form.values.idNumber}
              onChange={(_, d) => form.setField('idNumber', d.value.toUpperCase())}
              onBlur={() => {
                form.blur('idNumber');
                setIdChecked(true);
              }}
            />
          </Field>
          <div className="form-grid__wide">
            <RadioField
              form={form}
              schema={proofSchema}
              name="delivery"
              options={(['post', 'pickup'] as const).map((value) => ({ value, label: s.delivery[value] }))}
            />
          </div>
          {form.values.delivery === 'post' && (
            <div className="form-grid__wide">
              <TextField form={form} schema={proofSchema} name="address" placeholder={s.addressPlaceholder} />
            </div>
          )}
          <div className="form-grid__wide">
            <TextAreaField form={form} schema={proofSchema} name="reason" rows={3} placeholder={s.reasonPlaceholder} />
          </div>
        </div>
        <div className="form-actions">
          <Button type="submit" appearance="primary" disabled={form.submitting}>{form.submitting ? s.submitting : s.submit}</Button>
        </div>
      </form>
      <ProofList />
    </ServicePage>
  );
}
