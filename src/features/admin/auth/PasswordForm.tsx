import { useQueryClient } from '@tanstack/react-query';
import { changePasswordSchema } from '../../../shared/admin/staff-forms.ts';
import { adminT } from '../../../strings/admin.ts';
import { FormActions, SubmitForm } from '../../../ui/forms/FormActions.tsx';
import { TextField } from '../../../ui/forms/fields.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';
import { staffAuthApi } from './api.ts';
import { staffMeQueryOptions } from './queries.ts';

const initial = { currentPassword: '', newPassword: '' };

/** One's own new password, confirmed by the current one. */
export function PasswordForm() {
  const queryClient = useQueryClient();
  const form = useForm({ id: 'admin-password', schema: changePasswordSchema, initial, keepDraft: false });
  const send = () =>
    form.submit(staffAuthApi.changePassword, {
      success: adminT.account.passwordChanged,
      // The console stops asking for a new password once the server says it has one.
      onSuccess: (me) => queryClient.setQueryData(staffMeQueryOptions().queryKey, me),
    });
  return (
    <section className="admin-card" aria-labelledby="admin-password-title">
      <h2 id="admin-password-title">{adminT.account.passwordTitle}</h2>
      <SubmitForm onSend={send} className="admin-form" aria-labelledby="admin-password-title">
        <TextField form={form} schema={changePasswordSchema} name="currentPassword" type="password" autoComplete="current-password" />
        <TextField
          form={form}
          schema={changePasswordSchema}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint={adminT.account.passwordHint}
        />
        <FormActions pending={form.submitting} label={adminT.account.passwordSubmit} pendingLabel={adminT.account.passwordSubmitting} />
      </SubmitForm>
    </section>
  );
}
