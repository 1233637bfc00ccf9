import { Field, Switch } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { staffCreateSchema, staffUpdateSchema } from '../../../shared/admin/staff-forms.ts';
import type { StaffAccount } from '../../../shared/api/admin-auth.ts';
import { adminStaffT } from '../../../strings/admin.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { SelectField, TextField } from '../../../ui/forms/fields.tsx';
import { useForm, type Form } from '../../../ui/forms/useForm.ts';
import { staffAdminApi, type OneTimePassword } from './api.ts';
import { organizationChoicesQueryOptions } from './queries.ts';
import { rolesOf } from './roles-value.ts';
import { RolesField } from './RolesField.tsx';
import { checkStaffForm, createBody, newStaffValues, staffValuesOf, updateBody, type StaffFormValues } from './staff-form-values.ts';

/** A new account, or an existing one's name, roles, organisation and state; `onDone` once the server has accepted. */
export function StaffFormDialog({
  account,
  onClose,
  onCreated,
  onSaved,
}: {
  /** the account to edit; none: a new one */
  account?: StaffAccount;
  onClose: () => void;
  onCreated: (created: OneTimePassword & { account: string }) => unknown;
  onSaved: () => unknown;
}) {
  const creating = !account;
  const schema = creating ? staffCreateSchema : staffUpdateSchema;
  const form = useForm<StaffFormValues>({
    id: creating ? 'admin-staff-create' : `admin-staff-${account.id}`,
    schema,
    initial: creating ? newStaffValues() : staffValuesOf(account),
    check: checkStaffForm,
    keepDraft: false,
  });
  const send = () =>
    creating
      ? form.submit((v) => staffAdminApi.create(createBody(v)).then((answer) => ({ ...answer, account: v.account.trim() })), {
          onSuccess: onCreated,
        })
      : form.submit((v) => staffAdminApi.update(account.id, updateBody(v)), { success: adminStaffT.saved, onSuccess: onSaved });
  const title = creating ? adminStaffT.createTitle : adminStaffT.editTitle(account.account);
  return (
    <FormDialog
      open
      title={title}
      testId="staff-form"
      onSend={send}
      onClose={onClose}
      pending={form.submitting}
      submitLabel={creating ? adminStaffT.create : adminStaffT.save}
      pendingLabel={creating ? adminStaffT.creating : adminStaffT.saving}
      submitTestId="staff-form-submit"
    >
      {creating && <TextField form={form} schema={schema} name="account" autoComplete="off" />}
      <TextField form={form} schema={schema} name="name" autoComplete="off" />
      <RolesField form={form} />
      {rolesOf(form.values.roles).includes('orgadmin') && <OrganizationField form={form} />}
      {!creating && <DisabledSwitch form={form} />}
    </FormDialog>
  );
}

// Shown only with 组织管理员 ticked, when it must be chosen (checkStaffForm says so): marked required as it is then.
const organizationSchema = { ...staffCreateSchema, required: [...staffCreateSchema.required, 'organizationId'] };

function OrganizationField({ form }: { form: Form<StaffFormValues> }) {
  const { data = [] } = useQuery(organizationChoicesQueryOptions());
  return (
    <SelectField
      form={form}
      schema={organizationSchema}
      name="organizationId"
      hint={adminStaffT.organizationHint}
      options={data.map((o) => ({ value: o.id, label: o.name }))}
    />
  );
}

/** 停用 as a switch: the account is on unless it is switched off. */
function DisabledSwitch({ form }: { form: Form<StaffFormValues> }) {
  const message = form.errors.disabled;
  return (
    <Field
      hint={adminStaffT.disabledHint}
      validationState={message ? 'error' : 'none'}
      validationMessage={message || undefined}
      data-field="disabled"
    >
      <Switch
        name="disabled"
        label={adminStaffT.disabledLabel}
        checked={form.values.disabled}
        onChange={(_, d) => form.setField('disabled', d.checked)}
        data-testid="staff-disabled"
      />
    </Field>
  );
}
