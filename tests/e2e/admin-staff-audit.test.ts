import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite, keepScreenshot } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// The console's 账号管理 and 审计日志, used by 管理员 and kept from the other roles. The desktop runs each flow
// (its tests follow one account from creation to the audit log); the phone, what it draws its own way: the drawer to
// both sections, an account's card with its 操作 menu, the dialogs, the log's cards. Each size has its own account.
const suite = e2eSuite();

const newAccount = (size: ViewportName) => (size === 'desktop' ? 'new.editor' : 'new.editor.phone');

/** Follows the console's navigation to a section: the side list on a desktop, the drawer on a phone. */
async function openSection(page: Page, size: ViewportName, section: 'staff' | 'audit') {
  if (size === 'phone') {
    await page.getByTestId('console-open-menu').click();
    await page.getByTestId('console-drawer').getByTestId(`console-nav-${section}`).click();
  } else {
    await page.getByTestId(`console-nav-${section}`).click();
  }
  await page.getByTestId(section === 'staff' ? 'admin-staff' : 'admin-audit').waitFor();
  expect(new URL(page.url()).pathname).toBe(`/admin/${section}`);
}

const fieldOf = (page: Page, name: string) => page.getByTestId('staff-form').locator(`[data-field="${name}"]`);
const inputOf = (page: Page, name: string) => page.getByTestId('staff-form').locator(`input[name="${name}"]`);

describe('console: staff accounts and the audit log', () => {
  const size = 'desktop';
  it('desktop: 管理员 creates an 内容编辑 and is shown the one-time password once; a taken account is told under its field', async () => {
    const page = await suite.openConsole(size, 'admin');
    await page.getByTestId('console-section-staff').click();
    await page.getByTestId('admin-staff').waitFor();
    await page.waitForFunction(() => document.title.startsWith('账号管理'));
    expect(await page.getByTestId('staff-row-admin').getByTestId('staff-roles').innerText()).toBe('管理员');

    const account = newAccount(size);
    await page.getByTestId('staff-create').click();
    // The shared schema speaks as the user types: a name with a space is refused once the field is left.
    await inputOf(page, 'account').fill('new editor');
    await inputOf(page, 'name').focus();
    await fieldOf(page, 'account').getByText('账号只能包含字母、数字、点、横线和下划线').waitFor();
    await inputOf(page, 'account').fill(account);
    await fieldOf(page, 'account').getByText('账号只能包含字母、数字、点、横线和下划线').waitFor({ state: 'detached' });
    await inputOf(page, 'name').fill('新编辑');
    await page.getByTestId('staff-role-editor').click();
    await page.getByTestId('staff-form-submit').click();

    const reveal = page.getByTestId('one-time-password-dialog');
    await reveal.waitFor();
    expect(await page.getByTestId('one-time-password').inputValue()).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(await reveal.innerText()).toContain('只显示这一次');
    expect(await reveal.innerText()).toContain('首次登录时须修改密码');
    await keepScreenshot(page, `/tmp/admin-staff-password-${size}.png`);
    await page.getByTestId('one-time-password-done').click();
    await reveal.waitFor({ state: 'detached' });

    const row = page.getByTestId(`staff-row-${account}`);
    await row.waitFor();
    expect(await row.getByTestId('staff-roles').innerText()).toBe('内容编辑');
    await row.getByTestId('staff-state-mustChangePassword').waitFor();
    await keepScreenshot(page, `/tmp/admin-staff-${size}.png`, { fullPage: true });

    // The same account again: the server's sentence under the account field, and what was typed is still there.
    await page.getByTestId('staff-create').click();
    await inputOf(page, 'account').fill(account);
    await inputOf(page, 'name').fill('另一位编辑');
    await page.getByTestId('staff-role-editor').click();
    await page.getByTestId('staff-form-submit').click();
    await fieldOf(page, 'account').getByText('该账号已存在').waitFor();
    expect(await inputOf(page, 'account').inputValue()).toBe(account);
    expect(await inputOf(page, 'name').inputValue()).toBe('另一位编辑');
    await keepScreenshot(page, `/tmp/admin-staff-taken-${size}.png`);
  });

  it('desktop: 管理员 gives the new account an organisation to look after, then resets its password', async () => {
    const page = await suite.openConsole(size, 'admin');
    await openSection(page, size, 'staff');
    const account = newAccount(size);
    const row = page.getByTestId(`staff-row-${account}`);
    // Five wrong passwords lock the account; 解除锁定 is offered only then.
    for (let i = 0; i < 5; i++) {
      await page.request.post(`${suite.portal.url}/api/admin/login`, { data: { account, password: `wrong-password-${i}` } });
    }
    await page.reload();
    await row.getByTestId('staff-state-locked').waitFor();
    await page.getByTestId(`staff-actions-${account}`).click();
    const unlocked = page.waitForResponse((r) => r.url().includes(`/unlock`));
    await page.getByTestId('staff-action-unlock').click();
    expect((await unlocked).status()).toBe(200);
    await row.getByTestId('staff-state-locked').waitFor({ state: 'detached' });
    await page.getByTestId(`staff-actions-${account}`).click();
    expect(await page.getByTestId('staff-action-unlock').count()).toBe(0);
    expect(await page.getByTestId('staff-action-clearOtp').count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByTestId(`staff-actions-${account}`).click();
    await page.getByTestId('staff-action-edit').click();
    await page.getByTestId('staff-form').waitFor();
    expect(await inputOf(page, 'name').inputValue()).toBe('新编辑');
    await page.getByTestId('staff-role-orgadmin').click();
    // 组织管理员 asks for the organisation, before anything is sent.
    const organization = page.getByTestId('staff-form').locator('select[name="organizationId"]');
    await page.getByTestId('staff-form-submit').click();
    await fieldOf(page, 'organizationId').getByText('组织管理员须选择所管理的组织').waitFor();
    await expect.poll(() => organization.locator('option').count()).toBeGreaterThan(1);
    await organization.selectOption({ index: 1 });
    await keepScreenshot(page, `/tmp/admin-staff-edit-${size}.png`);
    await page.getByTestId('staff-form-submit').click();
    await page.getByTestId('staff-form').waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('staff-roles').innerText()).toBe('内容编辑、组织管理员');
    expect(await row.innerText()).toContain('所管理的组织：');
    await keepScreenshot(page, `/tmp/admin-staff-organization-${size}.png`, { fullPage: true });

    await page.getByTestId(`staff-actions-${account}`).click();
    await page.getByTestId('staff-action-resetPassword').click();
    const confirm = page.getByTestId('dialog-confirm');
    expect(await confirm.innerText()).toContain(account);
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.getByTestId('one-time-password-dialog').waitFor();
    expect(await page.getByTestId('one-time-password').inputValue()).toMatch(/^[A-Za-z0-9]{16}$/);
    await page.getByTestId('one-time-password-done').click();
    await page.getByTestId('one-time-password-dialog').waitFor({ state: 'detached' });
  });

  it('desktop: 管理员 filters the audit log by 对象 staff and finds the new account, with the filter in the address', async () => {
    const page = await suite.openConsole(size, 'admin');
    await openSection(page, size, 'audit');
    await page.waitForFunction(() => document.title.startsWith('审计日志'));
    await page.getByTestId('audit-filters').locator('select[name="entity"]').selectOption('staff');
    await page.getByTestId('audit-apply').click();
    await page.waitForURL((url) => url.searchParams.get('entity') === 'staff');
    const wanted = `新建账号 ${newAccount(size)}（内容编辑）`;
    // Newest first: the reset heads the staff changes (once the filtered page has replaced the last), the creation after.
    await expect.poll(() => page.getByTestId('audit-summary').first().innerText()).toBe(`重置账号 ${newAccount(size)} 的密码`);
    const summaries = await page.getByTestId('audit-summary').allInnerTexts();
    const edited = summaries.findIndex((s) => s.startsWith(`修改账号 ${newAccount(size)}：角色 内容编辑 → 内容编辑、组织管理员`));
    expect(edited).toBeGreaterThan(0);
    expect(summaries.indexOf(wanted)).toBeGreaterThan(edited);
    await page.getByTestId('audit-table').and(page.locator(':not([aria-busy="true"])')).waitFor();
    const first = await page.getByTestId('audit-row').first().innerText();
    expect(first).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    // In the office's words: the operation and the account by name, no method, address or code.
    expect(first).toContain('重置密码');
    expect(first).toContain(`工作人员账号：${newAccount(size)}`);
    expect(first).not.toMatch(/POST|\/api\/|staff #/);
    await keepScreenshot(page, `/tmp/admin-audit-${size}.png`, { fullPage: true });

    // Reloaded, the address still holds the filter and the form shows it.
    await page.reload();
    await page.getByTestId('audit-summary').getByText(wanted, { exact: true }).waitFor();
    expect(await page.getByTestId('audit-filters').locator('select[name="entity"]').inputValue()).toBe('staff');

    const download = page.waitForEvent('download');
    await page.getByTestId('audit-export').click();
    expect((await download).suggestedFilename()).toMatch(/^审计日志-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('desktop: 内容编辑 is shown neither section, and typing /admin/audit does not show the log', async () => {
    const page = await suite.openConsole(size, 'editor');
    expect(await page.getByTestId('console-section-staff').count()).toBe(0);
    expect(await page.getByTestId('console-section-audit').count()).toBe(0);
    expect(await page.getByTestId('console-nav-staff').count()).toBe(0);
    expect(await page.getByTestId('console-nav-audit').count()).toBe(0);
    for (const path of ['/admin/audit', '/admin/staff']) {
      await page.goto(suite.portal.url + path);
      await page.getByTestId('admin-landing').waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      expect(await page.getByTestId('admin-audit').count()).toBe(0);
      expect(await page.getByTestId('admin-staff').count()).toBe(0);
    }
  });
});

describe('console: staff accounts and the audit log on a phone', () => {
  it('phone: 管理员 goes by the drawer, creates an account in the dialog, resets its password from its card’s 操作 menu, and finds it in the log', async () => {
    const page = await suite.openConsole('phone', 'admin');
    await openSection(page, 'phone', 'staff');
    const account = newAccount('phone');
    await page.getByTestId('staff-create').click();
    await inputOf(page, 'account').fill(account);
    await inputOf(page, 'name').fill('新编辑');
    await page.getByTestId('staff-role-editor').click();
    await keepScreenshot(page, '/tmp/admin-staff-form-phone.png');
    await page.getByTestId('staff-form-submit').click();
    const reveal = page.getByTestId('one-time-password-dialog');
    await reveal.waitFor();
    expect(await page.getByTestId('one-time-password').inputValue()).toMatch(/^[A-Za-z0-9]{16}$/);
    await keepScreenshot(page, '/tmp/admin-staff-password-phone.png');
    await page.getByTestId('one-time-password-done').click();
    await reveal.waitFor({ state: 'detached' });

    // Each account is a card, its actions in one menu.
    const card = page.getByTestId(`staff-row-${account}`);
    await card.waitFor();
    expect(await card.evaluate((e) => e.tagName)).toBe('LI');
    expect(await card.getByTestId('staff-roles').innerText()).toBe('内容编辑');
    await keepScreenshot(page, '/tmp/admin-staff-phone.png', { fullPage: true });
    await page.getByTestId(`staff-actions-${account}`).click();
    await page.getByTestId('staff-action-resetPassword').click();
    const confirm = page.getByTestId('dialog-confirm');
    expect(await confirm.innerText()).toContain(account);
    await confirm.getByRole('button', { name: '确定' }).click();
    await reveal.waitFor();
    expect(await page.getByTestId('one-time-password').inputValue()).toMatch(/^[A-Za-z0-9]{16}$/);
    await page.getByTestId('one-time-password-done').click();
    await reveal.waitFor({ state: 'detached' });

    await openSection(page, 'phone', 'audit');
    await page.getByTestId('audit-summary').getByText(`重置账号 ${account} 的密码`, { exact: true }).waitFor();
    await page.getByTestId('audit-summary').getByText(`新建账号 ${account}（内容编辑）`, { exact: true }).waitFor();
    await keepScreenshot(page, '/tmp/admin-audit-phone.png', { fullPage: true });
  });
});
