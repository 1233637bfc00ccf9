import { STAFF_ROLES, type StaffRole } from '../../../shared/admin/roles.ts';

// The staff form carries the roles as the API does, one comma-separated string ("admin,editor"); the form shows them
// as checkboxes.

/** The roles a form value holds, in the console's order, without repeats or unknown codes. */
export const rolesOf = (value: unknown): StaffRole[] => {
  const given = typeof value === 'string' ? value.split(',').map((s) => s.trim()) : [];
  return STAFF_ROLES.filter((role) => given.includes(role));
};

/** The form value once `role` is ticked (`on`) or not. */
export const withRole = (value: unknown, role: StaffRole, on: boolean): string => {
  const roles = new Set(rolesOf(value));
  if (on) roles.add(role);
  else roles.delete(role);
  return STAFF_ROLES.filter((r) => roles.has(r)).join(',');
};

/** The form value of a list of roles. */
export const rolesValue = (roles: readonly StaffRole[]): string => STAFF_ROLES.filter((r) => roles.includes(r)).join(',');
