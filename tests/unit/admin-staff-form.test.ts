import { describe, expect, it } from 'vitest';
import { rolesOf, rolesValue, withRole } from '../../src/features/admin/staff/roles-value.ts';
import { checkStaffForm, createBody, staffValuesOf, updateBody } from '../../src/features/admin/staff/staff-form-values.ts';
import { staffCreateSchema } from '../../src/shared/admin/staff-forms.ts';
import { validateForm } from '../../src/shared/forms.ts';

// The staff form shows the roles as checkboxes and sends them as the API's comma-joined string.

describe('roles: checkboxes and the form value', () => {
  it.each([
    ['', []],
    ['editor', ['editor']],
    ['orgadmin,admin', ['admin', 'orgadmin']],
    ['editor,editor, reviewer', ['editor', 'reviewer']],
    ['superuser,editor', ['editor']],
  ])('%j holds %j, in the console order', (value, roles) => {
    expect(rolesOf(value)).toEqual(roles);
  });

  it('reads nothing from what is not text', () => {
    expect(rolesOf(undefined)).toEqual([]);
    expect(rolesOf(3)).toEqual([]);
  });

  it('ticks and unticks one role, keeping the order and no repeats', () => {
    expect(withRole('', 'editor', true)).toBe('editor');
    expect(withRole('editor', 'admin', true)).toBe('admin,editor');
    expect(withRole('admin,editor', 'admin', true)).toBe('admin,editor');
    expect(withRole('admin,editor', 'admin', false)).toBe('editor');
    expect(withRole('editor', 'editor', false)).toBe('');
  });

  it("writes a list of roles as the API's value, which the shared schema accepts", () => {
    expect(rolesValue(['reviewer', 'admin'])).toBe('admin,reviewer');
    expect(validateForm(staffCreateSchema, { account: 'new.editor', name: '新编辑', roles: rolesValue(['editor']) })).toEqual({});
    expect(validateForm(staffCreateSchema, { account: 'new.editor', name: '新编辑', roles: '' }).roles).toBeTruthy();
  });
});

describe('the bodies the API takes', () => {
  const values = { account: ' new.editor ', name: ' 新编辑 ', roles: 'editor', organizationId: 3 as const, disabled: false };

  it('sends the organisation only with 组织管理员', () => {
    expect(createBody(values)).toEqual({ account: 'new.editor', name: '新编辑', roles: 'editor', organizationId: undefined });
    expect(createBody({ ...values, roles: 'editor,orgadmin' }).organizationId).toBe(3);
    expect(updateBody({ ...values, roles: 'orgadmin', disabled: true })).toEqual({
      name: '新编辑',
      roles: 'orgadmin',
      organizationId: 3,
      disabled: true,
    });
  });

  it('asks a 组织管理员 for an organisation before sending', () => {
    expect(checkStaffForm({ roles: 'orgadmin', organizationId: '' })).toEqual({ organizationId: '组织管理员须选择所管理的组织' });
    expect(checkStaffForm({ roles: 'orgadmin', organizationId: 2 })).toEqual({});
    expect(checkStaffForm({ roles: 'editor', organizationId: '' })).toEqual({});
  });

  it('starts an edit from the account as listed', () => {
    const account = {
      id: 7,
      account: 'wang',
      name: '王会长',
      roles: ['orgadmin' as const],
      organizationId: null,
      disabled: true,
      locked: false,
      otpEnabled: false,
      mustChangePassword: false,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    expect(staffValuesOf(account)).toEqual({ account: 'wang', name: '王会长', roles: 'orgadmin', organizationId: '', disabled: true });
  });
});
