import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { insertStaff } from '../../server/repositories/staff.ts';
import { appReady, e2eSuite, keepScreenshot } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// The staff console's frame: its own sign-in (the demo staff one click away), the landing page a role sees, signing
// out, and the guard that sends a visitor without a staff session to the sign-in page.
// A newcomer: an account whose password someone else set (as `npm run staff` does), changed by the test.
const newcomerPassword = 'Given-by-admin-2026';
const suite = e2eSuite({
  arrange: async (db) => {
    const passwordHash = await hashPassword(newcomerPassword);
    await insertStaff(db, {
      account: 'newcomer',
      name: '新同事',
      passwordHash,
      roles: ['editor'],
      organizationId: null,
      mustChangePassword: true,
    });
    // One to lock by wrong passwords, its own password already chosen.
    await insertStaff(db, {
      account: 'careless',
      name: '粗心同事',
      passwordHash,
      roles: ['editor'],
      organizationId: null,
      mustChangePassword: false,
    });
  },
});

async function openConsole(size: ViewportName, path: string): Promise<Page> {
  const page = await suite.open(size);
  await page.goto(suite.portal.url + path);
  await appReady(page);
  return page;
}

const input = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

// Each flow runs once, at one size or the other; both sizes sign in and out, the phone through its drawer.
describe('staff console shell', () => {
  it('desktop: /admin without a staff session lands on the sign-in page, with the address to come back to', async () => {
    const page = await openConsole('desktop', '/admin');
    await page.getByTestId('admin-login').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/admin/login');
    expect(url.searchParams.get('redirect')).toBe('/admin');
    await page.waitForFunction(() => document.title.startsWith('工作人员登录'));
    // An alumni session is no staff session.
    expect(await page.evaluate(() => localStorage.getItem('v1@AdminToken'))).toBeNull();
  });

  it('phone: a staff token the server no longer knows ends the staff session only: the alumnus signed in beside it stays', async () => {
    const page = await suite.open('phone', '张明');
    await page.goto(suite.portal.url + '/');
    await appReady(page);
    await page.evaluate(() => localStorage.setItem('v1@AdminToken', JSON.stringify('revoked-or-made-up')));
    await page.goto(suite.portal.url + '/admin/account');
    await page.getByTestId('admin-login').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/admin/login');
    expect(url.searchParams.get('redirect')).toBe('/admin/account');
    expect(await page.evaluate(() => localStorage.getItem('v1@AdminToken'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('v1@CacheToken'))).toContain('token');
  });

  it('desktop: 内容编辑 signs in from the demo list, sees the sections of the role, and signs out', async () => {
    const page = await openConsole('desktop', '/admin/login');
    await page.getByTestId('demo-staff-editor').click();
    expect(await input(page, 'account').inputValue()).toBe('editor');
    expect(await input(page, 'password').inputValue()).not.toBe('');
    await page.getByTestId('admin-login-submit').click();

    const landing = page.getByTestId('admin-landing');
    await landing.waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.getByTestId('console-role').allInnerTexts()).toEqual(['内容编辑']);
    expect(await landing.getByTestId('console-section-content').innerText()).toContain('内容发布');
    expect(await landing.getByTestId('console-section-site').innerText()).toContain('站点设置');
    expect(await landing.getByTestId('console-section-staff').count()).toBe(0);
    expect(await landing.getByTestId('console-section-audit').count()).toBe(0);
    await page.waitForFunction(() => document.title.startsWith('首页'));
    expect(await page.getByTestId('console-member').innerText()).not.toBe('');
    // The portal's own frame is not drawn around the console.
    expect(await page.getByTestId('site-footer').count()).toBe(0);

    expect(await page.getByTestId('console-nav-site').innerText()).toBe('站点设置');
    expect(await page.getByTestId('console-nav-staff').count()).toBe(0);
    expect(await page.getByTestId('console-open-menu').count()).toBe(0);
    await keepScreenshot(page, `/tmp/admin-shell-desktop.png`);

    await page.getByTestId('console-sign-out').click();
    await page.getByTestId('admin-login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('v1@AdminToken'))).toBeNull();
    // Signed out is signed out: the console asks again.
    await page.goto(suite.portal.url + '/admin/account');
    await page.getByTestId('admin-login').waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/account');
  });

  it('phone: 内容编辑 signs in from the demo list, finds the sections of the role in the drawer, and signs out', async () => {
    const page = await openConsole('phone', '/admin/login');
    await page.getByTestId('demo-staff-editor').click();
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-landing').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    // No side list on a phone: the sections are in a drawer.
    expect(await page.getByTestId('console-nav-site').count()).toBe(0);
    await page.getByTestId('console-open-menu').click();
    const drawer = page.getByTestId('console-drawer');
    await drawer.waitFor();
    expect(await drawer.getByTestId('console-nav-content').innerText()).toBe('内容发布');
    expect(await drawer.getByTestId('console-nav-staff').count()).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await keepScreenshot(page, '/tmp/admin-shell-phone.png');

    await page.getByTestId('console-sign-out').click();
    await page.getByTestId('admin-login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('v1@AdminToken'))).toBeNull();
  });

  it("desktop: a wrong password shows the server's message and keeps the account typed", async () => {
    const page = await openConsole('desktop', '/admin/login');
    await input(page, 'account').fill('reviewer');
    await input(page, 'password').fill('not-the-password-1');
    await page.getByTestId('admin-login-submit').click();
    const refusal = page.getByTestId('admin-login-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('账号或密码错误');
    expect(await input(page, 'account').inputValue()).toBe('reviewer');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('phone: five wrong passwords in a row lock the account: the page says for how long, and the right one is refused', async () => {
    const page = await openConsole('phone', '/admin/login');
    const refusal = page.getByTestId('admin-login-refusal');
    const attempt = async (password: string) => {
      await input(page, 'account').fill('careless');
      await input(page, 'password').fill(password);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/login');
      await page.getByTestId('admin-login-submit').click();
      expect((await answered).status()).toBe(400);
      await refusal.waitFor();
      return refusal.innerText();
    };
    for (let i = 1; i <= 4; i++) expect(await attempt(`wrong-password-${i}`)).toContain('账号或密码错误');
    expect(await attempt('wrong-password-5')).toContain('登录失败次数过多，账号已锁定，请 15 分钟后再试');
    expect(await attempt(newcomerPassword)).toMatch(/登录失败次数过多，账号已锁定，请 1[45] 分钟后再试/);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('desktop: an account whose password someone else set is asked for a new one before anything else', async () => {
    const page = await openConsole('desktop', '/admin/login');
    await input(page, 'account').fill('newcomer');
    await input(page, 'password').fill(newcomerPassword);
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-must-change-password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/account');
    // Every other console page waits until it is done.
    await page.goto(suite.portal.url + '/admin');
    await page.getByTestId('admin-must-change-password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/account');

    await input(page, 'currentPassword').fill(newcomerPassword);
    await input(page, 'newPassword').fill('Chosen-by-me-2026');
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.getByTestId('admin-must-change-password').waitFor({ state: 'detached' });
    await page.goto(suite.portal.url + '/admin');
    await page.getByTestId('admin-landing').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });
});
