import type { FormErrors } from '../../../shared/forms.ts';
import type { StaffCreateBody, StaffUpdateBody } from '../../../shared/admin/staff-forms.ts';
import type { StaffAccount } from '../../../shared/api/admin-auth.ts';
import { adminStaffT } from '../../../strings/admin.ts';
import { rolesOf, rolesValue } from './roles-value.ts';

// The staff form's values as the form holds them (roles as the API's string, the organisation '' until chosen), and
// the bodies the API takes.

export type StaffFormValues = {
  account: string;
  name: string;
  roles: string;
  organizationId: number | '';
  disabled: boolean;
};

export const newStaffValues = (): StaffFormValues => ({ account: '', name: '', roles: '', organizationId: '', disabled: false });

export const staffValuesOf = (account: StaffAccount): StaffFormValues => ({
  account: account.account,
  name: account.name,
  roles: rolesValue(account.roles),
  organizationId: account.organizationId ?? '',
  disabled: account.disabled,
});

/** The organisation only goes with the 组织管理员 role (the server ignores it otherwise). */
const organizationOf = (v: StaffFormValues): number | undefined =>
  rolesOf(v.roles).includes('orgadmin') && typeof v.organizationId === 'number' ? v.organizationId : undefined;

export const createBody = (v: StaffFormValues): StaffCreateBody => ({
  account: v.account.trim(),
  name: v.name.trim(),
  roles: v.roles,
  organizationId: organizationOf(v),
});

export const updateBody = (v: StaffFormValues): StaffUpdateBody => ({
  name: v.name.trim(),
  roles: v.roles,
  organizationId: organizationOf(v),
  disabled: v.disabled,
});

/** What the schema cannot say: a 组织管理员 needs an organisation (the server's own rule, told before sending). */
export const checkStaffForm = (values: Record<string, unknown>): FormErrors =>
  rolesOf(values.roles).includes('orgadmin') && typeof values.organizationId !== 'number'
    ? { organizationId: adminStaffT.organizationRequired }
    : {};
