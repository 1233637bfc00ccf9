import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chinaDate } from '../../src/shared/appointment-forms.ts';
import { ID_CONSENT_MISSING } from '../../src/shared/consent.ts';
import { e2eSuite, keepScreenshot, pickAccount, tokenOf, type StorageState } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// Consent to the privacy policy after sign-in (a page in the signed-in layout, never a pop-up), and the separate
// consent the visit booking asks before it takes ID numbers.
const suite = e2eSuite();

async function api<T>(path: string, init: { method?: string; token: string; body?: object }): Promise<T> {
  const res = await fetch(`${suite.portal.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${init.token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  expect(json.code, json.msg).toBe(0);
  return json.data;
}

const staffToken = async (account: string) =>
  (
    await (
      await fetch(`${suite.portal.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account, password: `demo-${account}` }),
      })
    ).json()
  ).data.token as string;

/** 内容编辑 publishes a new version of the policy: in the console on a desktop, through its API otherwise. */
async function publishNewVersion(size: ViewportName, title: string) {
  if (size === 'desktop') {
    const page = await suite.openConsole('desktop', 'editor');
    await page.goto(`${suite.portal.url}/admin/site/privacy`);
    const editor = page.getByTestId('site-privacy-page');
    await editor.locator('.rte__content').waitFor();
    const shown = await page.getByTestId('privacy-version').innerText();
    await page.locator('input[name="title"]').fill(title);
    await page.locator('input[name="newVersion"]').check();
    await page.getByTestId('privacy-save').click();
    await expect.poll(() => page.getByTestId('privacy-version').innerText()).not.toBe(shown);
    await expect(page.getByTestId('privacy-version').innerText()).resolves.toMatch(/当前为第 \d+ 版，发布于/);
    await page.context().close();
    return;
  }
  const token = await staffToken('editor');
  const current = await api<{ content: string }>('/admin/site/documents/privacyPolicy', { token });
  await api('/admin/site/documents/privacyPolicy', { method: 'PUT', token, body: { title, content: current.content, newVersion: true } });
}

const gate = (page: Page) => page.getByTestId('consent-gate');

/** 不同意 on the gate signs out: home, the header offers 登录 again (inside the menu on a phone), no greeting, no token. */
async function declineSignsOut(page: Page) {
  await gate(page).getByRole('button', { name: '不同意', exact: true }).click();
  await page.waitForURL(`${suite.portal.url}/`);
  await page.getByTestId('login-header').waitFor({ state: 'attached' });
  expect(await page.getByTestId('greeting').count()).toBe(0);
  await expect(page.evaluate(() => localStorage.getItem('v1@CacheToken'))).resolves.toBeNull();
}

describe.each(['desktop', 'phone'] as const)('privacy policy consent (%s)', (size) => {
  // The booking form's consent reads the same at both sizes: it runs on a phone.
  if (size === 'desktop') {
    it('after a new version, 张明 sees it before any personal page; 不同意 signs him out; 同意 lands where he was going', async () => {
      const title = `隐私政策（${size === 'desktop' ? '桌面' : '手机'}修订版）`;
      await publishNewVersion(size, title);
      const zhang = await suite.signIn('张明');

      const page = await suite.open(size, zhang);
      await suite.goto(page, '/my');
      await gate(page).waitFor();
      // The heading reads 请阅读并同意隐私政策 until the policy's own title has arrived.
      await expect.poll(() => gate(page).locator('.consent-gate__title').innerText()).toBe(title);
      await expect(gate(page).innerText()).resolves.toContain('一、我们收集的信息');
      // A page of its own, not a dialog, and nothing personal behind it.
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByTestId('personal-who').count()).toBe(0);
      await keepScreenshot(page, `/tmp/consent-gate-${size}.png`, { fullPage: true });

      await declineSignsOut(page);

      // Signing in again on the way to 账号设置: the policy first, then the page he asked for.
      await suite.goto(page, '/my/accountSettings');
      await page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
      await pickAccount(page, '张明');
      await page.waitForURL(`${suite.portal.url}/my/accountSettings`);
      await gate(page).waitFor();
      await gate(page).getByRole('button', { name: '同意', exact: true }).click();
      await page.getByTestId('settings-logout').waitFor();
      expect(new URL(page.url()).pathname).toBe('/my/accountSettings');
      expect(await gate(page).count()).toBe(0);

      await page.reload();
      await page.getByTestId('settings-logout').waitFor();
      expect(await gate(page).count()).toBe(0);
    }, 120_000);
  } else {
    it('after a new version, 张明 is shown it as a page, not a dialog; 不同意 signs him out', async () => {
      // The whole round (the console, signing in again, 同意) runs at desktop size.
      const title = '隐私政策（手机修订版）';
      await publishNewVersion(size, title);
      const page = await suite.open(size, await suite.signIn('张明'));
      await suite.goto(page, '/my');
      await expect.poll(() => gate(page).locator('.consent-gate__title').innerText()).toBe(title);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByTestId('personal-who').count()).toBe(0);
      await keepScreenshot(page, `/tmp/consent-gate-${size}.png`, { fullPage: true });

      await declineSignsOut(page);
    });

    it('the booking form refuses without the consent tick, says so at the tick, and keeps what was typed', async () => {
      const zhang: StorageState = await suite.signIn('张明');
      // Whatever version the file has reached, 张明 has agreed to it.
      const token = tokenOf(zhang);
      const { version } = await api<{ version: number }>('/my/consent', { token });
      await api('/my/consent', { method: 'POST', token, body: { version } });

      const page = await suite.open(size, zhang);
      await suite.goto(page, '/services/appointment');
      const field = (name: string) => page.locator(`[name="${name}"]`);
      await field('visitDate').fill(chinaDate(7));
      await page.getByRole('radio', { name: /下午/ }).check();
      await field('visitors.0.name').fill('张明');
      await field('visitors.0.idNumber').fill('330102199003071230');
      await field('reason').fill('回母校参加校友座谈会');
      const consent = page.getByTestId('id-consent');
      await expect(consent.innerText()).resolves.toContain('来访人身份证号仅用于学校门卫核验来访人身份');
      await page.getByRole('button', { name: '提交预约' }).click();

      await expect.poll(() => consent.innerText()).toContain(ID_CONSENT_MISSING);
      await expect(field('idConsent').isChecked()).resolves.toBe(false);
      await expect(field('visitors.0.idNumber').inputValue()).resolves.toBe('330102199003071230');
      await expect(field('reason').inputValue()).resolves.toBe('回母校参加校友座谈会');
      await expect(page.getByRole('radio', { name: /下午/ }).isChecked()).resolves.toBe(true);
      await keepScreenshot(page, `/tmp/consent-booking-${size}.png`, { fullPage: true });

      await field('idConsent').check();
      await expect.poll(() => consent.innerText()).not.toContain(ID_CONSENT_MISSING);
      await page.getByRole('button', { name: '提交预约' }).click();
      await page.getByTestId('appointment-booked').waitFor();
    }, 90_000);
  }
});
