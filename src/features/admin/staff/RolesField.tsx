import { Checkbox } from '@fluentui/react-components';
import { ErrorCircle12Filled } from '@fluentui/react-icons';
import { useId } from 'react';
import { STAFF_ROLES } from '../../../shared/admin/roles.ts';
import { adminStaffT, adminT } from '../../../strings/admin.ts';
import type { Form } from '../../../ui/forms/useForm.ts';
import { rolesOf, withRole } from './roles-value.ts';
import type { StaffFormValues } from './staff-form-values.ts';

/**
 * The roles as one checkbox each, held by the form as the API's comma-joined string. A group of its own (a fieldset):
 * a Fluent Field labels one control. Every box is named `roles`, so a refusal of the field focuses the first.
 */
export function RolesField({ form }: { form: Form<StaffFormValues> }) {
  const messageId = useId();
  const message = form.errors.roles;
  const chosen = rolesOf(form.values.roles);
  return (
    <fieldset className="staff-roles" data-field="roles" aria-describedby={message ? messageId : undefined}>
      <legend className="staff-roles__legend">
        {adminStaffT.rolesLabel}
        <span className="staff-roles__required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className="staff-roles__boxes">
        {STAFF_ROLES.map((role) => (
          <Checkbox
            key={role}
            name="roles"
            value={role}
            label={adminT.roles[role]}
            checked={chosen.includes(role)}
            onChange={(_, d) => form.setField('roles', withRole(form.values.roles, role, d.checked === true))}
            onBlur={() => form.blur('roles')}
            data-testid={`staff-role-${role}`}
          />
        ))}
      </div>
      {message && (
        <div className="staff-roles__message" id={messageId} role="alert">
          <ErrorCircle12Filled aria-hidden="true" />
          {message}
        </div>
      )}
    </fieldset>
  );
}
