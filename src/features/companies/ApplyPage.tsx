import { Button, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { companyApplySchema, INDUSTRY_DICT, SCALE_DICT, type CompanyApplyValues } from '../../shared/company-forms.ts';
import { t } from '../../strings.ts';
import { SelectField, TextAreaField, TextField } from '../../ui/forms/fields.tsx';
import { FormActions, SubmitForm } from '../../ui/forms/FormActions.tsx';
import { UploadField } from '../../ui/forms/UploadField.tsx';
import { useForm } from '../../ui/forms/useForm.ts';
import { ServicePage } from '../../site/ServicePage.tsx';
import { dictEntries } from '../../site/dicts.ts';
import { dictsQueryOptions } from '../../site/queries.ts';
import { companyApi } from './api.ts';
import { MyApplications } from './MyApplications.tsx';
import { companyQueries } from './queries.ts';
import './companies.css';

const f = t.companies.form;
const schema = companyApplySchema;
const initial: CompanyApplyValues = {
  name: '',
  industry: '',
  scale: '',
  city: '',
  logo: '',
  introduction: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
};

export function ApplyPage() {
  const dicts = useQuery(dictsQueryOptions()).data ?? [];
  const queryClient = useQueryClient();
  const form = useForm({ id: 'company-apply', schema, initial });
  const [done, setDone] = useState(false);
  const options = (type: string) => dictEntries(dicts, type).map((e) => ({ value: e.dictValue, label: e.dictLabel }));

  const send = () =>
    form.submit((values) => companyApi.apply(values), {
      success: f.done,
      onSuccess: () => {
        setDone(true);
        return queryClient.invalidateQueries({ queryKey: companyQueries.mine().queryKey });
      },
    });

  return (
    <ServicePage fallbackTitle={t.companies.applyTitle}>
      <div className="company-apply">
        {done ? (
          <div className="company-apply__done">
            <MessageBar intent="success" layout="multiline" data-testid="company-apply-done">
              <MessageBarBody>
                <MessageBarTitle>{f.done}</MessageBarTitle>
                {f.doneText}
              </MessageBarBody>
            </MessageBar>
            <Button appearance="secondary" onClick={() => setDone(false)}>
              {f.again}
            </Button>
          </div>
        ) : (
          <SubmitForm className="company-apply__form" aria-label={t.companies.applyTitle} data-testid="company-apply-form" onSend={send}>
            <p className="company-apply__intro">{f.intro}</p>
            <div className="form-grid">
              <div className="form-grid__wide">
                <TextField form={form} schema={schema} name="name" placeholder={f.namePlaceholder} />
              </div>
              <SelectField form={form} schema={schema} name="industry" options={options(INDUSTRY_DICT)} />
              <SelectField form={form} schema={schema} name="scale" options={options(SCALE_DICT)} />
              <TextField form={form} schema={schema} name="city" placeholder={f.cityPlaceholder} />
              <UploadField form={form} schema={schema} name="logo" />
              <div className="form-grid__wide">
                <TextAreaField form={form} schema={schema} name="introduction" rows={6} placeholder={f.introPlaceholder} />
              </div>
              <TextField form={form} schema={schema} name="contactName" />
              <TextField form={form} schema={schema} name="contactPhone" type="tel" inputMode="tel" />
              <TextField form={form} schema={schema} name="contactEmail" type="email" inputMode="email" />
            </div>
            <FormActions pending={form.submitting} label={f.submit} pendingLabel={f.submitting} testId="company-apply-submit" />
          </SubmitForm>
        )}
        <MyApplications />
      </div>
    </ServicePage>
  );
}
