import { Checkbox, Field } from '@fluentui/react-components';
import { ID_CONSENT_LABEL } from '../../shared/consent.ts';
import type { FieldName, Form, FormValues } from './useForm.ts';
import './id-consent.css';

/**
 * The separate consent a form asks before it takes an ID number (PIPL art. 29): the purpose in one sentence, then a
 * tick of its own, never pre-ticked. An unticked form is refused at the tick, in the form's own message.
 */
export function IdConsentField<T extends FormValues>({ form, purpose }: { form: Form<T>; purpose: string }) {
  // Every form that shows this holds the field; the name is fixed so the server's 400 lands here too.
  const name = 'idConsent' as FieldName<T>;
  const id = 'id-consent-purpose';
  return (
    <div className="id-consent form-grid__wide" data-testid="id-consent">
      <p id={id} className="id-consent__purpose">
        {purpose}
      </p>
      <Field
        data-field="idConsent"
        required
        validationState={form.errors.idConsent ? 'error' : 'none'}
        validationMessage={form.errors.idConsent || undefined}
      >
        <Checkbox
          name="idConsent"
          aria-describedby={id}
          checked={form.values.idConsent === true}
          label={ID_CONSENT_LABEL}
          onChange={(_, d) => form.setField(name, (d.checked === true) as T[FieldName<T>])}
        />
      </Field>
    </div>
  );
}
