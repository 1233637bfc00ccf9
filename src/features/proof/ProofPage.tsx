import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AlumUserInfo } from '../../api/account.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import { idNumberError, PROOF_CERTIFICATE_DICT, proofSchema } from '../../shared/proof-forms.ts';
import { ID_NUMBER_PURPOSES } from '../../shared/consent.ts';
import { t } from '../../strings.ts';
import { RadioField, SelectField, TextAreaField, TextField } from '../../ui/forms/fields.tsx';
import { FormActions, SubmitForm } from '../../ui/forms/FormActions.tsx';
import { IdConsentField } from '../../ui/forms/IdConsentField.tsx';
import { useForm, type FormCheck } from '../../ui/forms/useForm.ts';
import { dictEntries } from '../../site/dicts.ts';
import { dictsQueryOptions } from '../../site/queries.ts';
import { ServicePage } from '../../site/ServicePage.tsx';
import { proofApi, type ProofBody } from './api.ts';
import { ProofList } from './ProofList.tsx';
import { proofProfileQueryOptions } from './queries.ts';
import './proof.css';

const s = t.proof;

// What the API takes, with the year empty until typed.
type Values = Omit<ProofBody, 'graduationYear'> & { graduationYear: number | '' };

// The checksum is the portal's extra word on an ID number the schema's pattern already accepted.
const checkIdNumber: FormCheck = (values) => ({ idNumber: values.idNumber ? idNumberError(String(values.idNumber)) : '' });

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
      idConsent: false,
    }),
    [profile],
  );
  const form = useForm<Values>({ id: 'proof', schema: proofSchema, initial, check: checkIdNumber });

  const send = () =>
    form.submit(
      (v) =>
        proofApi.submit({
          ...v,
          graduationYear: Number(v.graduationYear),
          address: v.delivery === 'post' ? v.address : '',
          idNumber: v.idNumber.toUpperCase(),
        }),
      { success: s.submitted, onSuccess: () => queryClient.invalidateQueries({ queryKey: [PERSONAL_KEY, 'proof', 'my'] }) },
    );

  return (
    <ServicePage fallbackTitle={s.title}>
      <p className="proof__intro">{s.intro}</p>
      <SubmitForm className="proof__form" aria-label={s.formTitle} onSend={send}>
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
          <TextField form={form} schema={proofSchema} name="idNumber" autoComplete="off" upperCase />
          <IdConsentField form={form} purpose={ID_NUMBER_PURPOSES.proof} />
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
        <FormActions pending={form.submitting} label={s.submit} pendingLabel={s.submitting} />
      </SubmitForm>
      <ProofList />
    </ServicePage>
  );
}
