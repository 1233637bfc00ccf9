import { Button } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { formatDateTime } from '../../../lib/dates.ts';
import { fillTemplate, letterTemplateFormSchema, type LetterTemplateValues } from '../../../shared/admin/ledger.ts';
import { LETTER_PLACEHOLDERS } from '../../../shared/api/admin-ledger.ts';
import { templateT } from '../../../strings/admin-ledger.ts';
import { RichHtml } from '../../../ui/RichHtml.tsx';
import { FormActions, SubmitForm } from '../../../ui/forms/FormActions.tsx';
import { TextAreaField, TextField } from '../../../ui/forms/fields.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';
import { donationsApi } from './api.ts';
import { letterTemplateQueryOptions } from './queries.ts';
import './donations.css';

/** 感谢信模板: the title and the HTML with placeholders, and beside them the letter as sample values fill it. */
export function LetterTemplatePage() {
  const { data: template } = useSuspenseQuery(letterTemplateQueryOptions());
  const queryClient = useQueryClient();
  const router = useRouter();
  const initial = { title: template.title, content: template.content };
  const form = useForm<LetterTemplateValues>({ id: 'admin-letter-template', schema: letterTemplateFormSchema, initial, keepDraft: false });
  const save = () =>
    form.submit((v) => donationsApi.saveTemplate(v), {
      success: templateT.saved,
      onSuccess: (saved) => {
        queryClient.setQueryData(letterTemplateQueryOptions().queryKey, saved);
        form.setField('title', saved.title);
        form.setField('content', saved.content);
      },
    });
  const insert = (name: string) => form.setField('content', `${form.values.content}{${name}}`);
  return (
    <div className="admin-page template-page" data-testid="admin-letter-template">
      <div className="ledger-page__head">
        <h1 className="admin-page__title">{templateT.title}</h1>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => void router.navigate({ href: '/admin/donations' })}>
          {templateT.back}
        </Button>
      </div>
      <p className="ledger-page__intro">{templateT.intro}</p>
      <p className="template-page__state">
        {template.updatedAt ? templateT.updatedAt(formatDateTime(template.updatedAt)) : templateT.builtIn}
      </p>
      <div className="template-page__grid">
        <SubmitForm onSend={save} className="admin-card template-form" aria-label={templateT.title}>
          <TextField form={form} schema={letterTemplateFormSchema} name="title" />
          <div className="template-form__placeholders">
            <span>{templateT.placeholders}</span>
            <div className="template-form__chips">
              {Object.entries(LETTER_PLACEHOLDERS).map(([name, meaning]) => (
                <Button key={name} size="small" shape="circular" title={meaning} onClick={() => insert(name)}>{`{${name}}`}</Button>
              ))}
            </div>
          </div>
          <TextAreaField form={form} schema={letterTemplateFormSchema} name="content" rows={14} hint={templateT.contentHint} />
          <FormActions pending={form.submitting} label={templateT.save} pendingLabel={templateT.saving} testId="template-save" />
        </SubmitForm>
        <section className="template-page__preview" aria-label={templateT.preview}>
          <h2 className="admin-page__subtitle">{templateT.preview}</h2>
          <div className="thanks-letter thanks-letter--preview">
            <h1 className="thanks-letter__title">{form.values.title}</h1>
            <RichHtml html={fillTemplate(form.values.content, templateT.sample)} className="thanks-letter__body" />
          </div>
        </section>
      </div>
    </div>
  );
}
