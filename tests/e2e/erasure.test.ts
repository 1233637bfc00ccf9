import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite, keepScreenshot } from '../helpers/e2e.ts';
import { viewports, type ViewportName } from '../helpers/portal.ts';

// 注销账号: 张明 asks for it in 账号设置 (typed confirmation), is signed out and told when the erasure happens; signing
// in again offers 撤销注销, and cancelling brings his personal centre back. The console lists pending erasures for 审核员 and 管理员.
const suite = e2eSuite();

/** Signs in from the header's 登录 (a desktop control: phones sign in through the mini-program), then back to `size`. */
async function signInFromHeader(page: Page, size: ViewportName) {
  await page.setViewportSize(viewports.desktop);
  await page.getByTestId('login-header').click();
  await page.waitForURL(/\/dev\/wx-qrconnect\?/);
  await page.getByRole('button', { name: '张明', exact: true }).click();
  await page.setViewportSize(viewports[size]);
}

describe('注销账号', () => {
  it('张明 asks for erasure, is signed out, and cancels it by signing in again (phone)', async () => {
    const size = 'phone';
    const page = await suite.open(size, await suite.signIn('张明'));
    await suite.goto(page, '/my/accountSettings');
    const panel = page.getByTestId('account-erasure');
    await panel.waitFor();
    expect(await panel.innerText()).toContain('15 天冷静期');
    expect(await panel.innerText()).toContain('捐赠记录将以匿名方式保留');

    // Escape leaves the dialog without a word sent; the button opens it again.
    await panel.getByTestId('erasure-open').click();
    const dialog = page.getByTestId('erasure-dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await panel.getByTestId('erasure-open').click();
    await dialog.waitFor();
    const submit = dialog.getByTestId('erasure-submit');
    // Nothing is sent until the word is typed exactly.
    await dialog.getByTestId('erasure-confirm-input').fill('注');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByTestId('erasure-confirm-input').fill('注销');
    await keepScreenshot(page, `/tmp/erasure-dialog-${size}.png`);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/my/erasure');
    await submit.click();
    const { data } = (await (await answered).json()) as { data: { dueAt: string } };

    const notice = page.getByTestId('dialog-alert');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('账号已停用');
    const due = new Date(new Date(data.dueAt).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await notice.innerText()).toContain(due);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('v1@CacheToken'))).toBeNull();
    await keepScreenshot(page, `/tmp/erasure-done-${size}.png`);
    await notice.getByRole('button', { name: '确定' }).click();
    await notice.waitFor({ state: 'detached' });

    await signInFromHeader(page, size);
    const pending = page.getByTestId('erasure-pending');
    await pending.waitFor();
    expect(await pending.innerText()).toContain('该账号已申请注销');
    expect(await pending.innerText()).toContain(due);
    // No session yet: nothing personal was handed to this browser.
    expect(await page.evaluate(() => localStorage.getItem('v1@CacheToken'))).toBeNull();
    await keepScreenshot(page, `/tmp/erasure-pending-${size}.png`);

    await pending.getByTestId('erasure-cancel').click();
    await page.getByTestId('erasure-pending').waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('toast').getByText('已撤销注销，欢迎回来').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('v1@CacheToken'))).not.toBeNull();
    await suite.goto(page, '/my/accountSettings');
    await page.getByTestId('settings-profile').getByText('张明').waitFor();
    await page.getByTestId('account-erasure').waitFor();
  });

  // The same dialog and notice at desktop size; what follows them is the same page at both sizes.
  it('张明 asks for erasure in the dialog at desktop size and is told his account is off', async () => {
    const size = 'desktop';
    const page = await suite.open(size, await suite.signIn('张明'));
    await suite.goto(page, '/my/accountSettings');
    const panel = page.getByTestId('account-erasure');
    // Escape leaving the dialog is the desktop test's: here the dialog is filled at once.
    await panel.getByTestId('erasure-open').click();
    const dialog = page.getByTestId('erasure-dialog');
    await dialog.getByTestId('erasure-confirm-input').fill('注销');
    await keepScreenshot(page, `/tmp/erasure-dialog-${size}.png`);
    await dialog.getByTestId('erasure-submit').click();
    const notice = page.getByTestId('dialog-alert');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('账号已停用');
    expect(new URL(page.url()).pathname).toBe('/');
    await keepScreenshot(page, `/tmp/erasure-done-${size}.png`);
    await notice.getByRole('button', { name: '确定' }).click();
    await notice.waitFor({ state: 'detached' });
  });
});

let liHuaAsked: Promise<void> | undefined;
/** 李华 asks for erasure once for the file, through the API (the page is tested above with 张明). */
function liHuaAsksForErasure(): Promise<void> {
  liHuaAsked ??= (async () => {
    const page = await suite.open('desktop', await suite.signIn('李华'));
    await suite.goto(page, '/');
    const status = await page.evaluate(async () => {
      const record = JSON.parse(localStorage.getItem('v1@CacheToken') ?? '{}') as { token?: string };
      const res = await fetch('/api/my/erasure', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${record.token}` },
        body: JSON.stringify({ confirm: '注销' }),
      });
      return ((await res.json()) as { code: number }).code;
    });
    expect(status).toBe(0);
  })();
  return liHuaAsked;
}

// Both roles' access is a server rule (tests/server/erasure.test.ts): here each at one size, the menus differing.
describe.each([
  ['desktop', 'admin'],
  ['phone', 'reviewer'],
] as const)('the console (%s)', (size, account) => {
  it(`${account} sees a pending erasure, read-only`, async () => {
    await liHuaAsksForErasure();

    const page = await suite.openConsole(size, account);
    if (size === 'phone') {
      await page.getByTestId('console-open-menu').click();
      await page.getByTestId('console-drawer').getByTestId('console-nav-erasures').click();
    } else {
      await page.getByTestId('console-nav-erasures').click();
    }
    await page.getByTestId('admin-erasures').waitFor();
    const row = page.getByTestId('erasure-row').filter({ hasText: '李华' });
    await row.first().waitFor();
    expect(await row.first().getByTestId('erasure-status').innerText()).toBe('冷静期中');
    expect(await page.getByTestId('admin-erasures').getByRole('button').count()).toBe(0);
    await keepScreenshot(page, `/tmp/erasure-console-${size}-${account}.png`, { fullPage: true });
  });
});
