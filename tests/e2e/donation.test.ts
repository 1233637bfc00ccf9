import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite, pageReady, tokenOf } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

const suite = e2eSuite();
let page: Page;
const goto = (path: string) => suite.goto(page, path);

/**
 * 张明 signed in at `size`. Phones sign in through the mini-program, so the session is made at desktop size
 * (the header's 登录 and the stand-in, once for the file) and carried over to a phone-sized browser.
 */
const openSignedIn = async (size: ViewportName) => void (page = await suite.open(size, '张明'));

async function organizationId(part: string): Promise<number> {
  const res = await fetch(`${suite.portal.url}/api/alumorganization/list?pageSize=50`);
  const list = (await res.json()).data.list as Array<{ id: number; name: string }>;
  return list.find((o) => o.name.includes(part))!.id;
}

const yuanText = (text: string) => Number(text.replace(/[^\d]/g, ''));

// Each flow at one size: their dialogs are the same at both (the phone one is seen in the pledge).
describe('donation and organisation join', () => {
  it('张明 sends a join request and sees it pending in 我的校友组织 (desktop)', async () => {
    const orgName = '北京校友会';
    await openSignedIn('desktop');
    const id = await organizationId(orgName);
    await goto(`/article/organizationDetails/${id}`);
    await page.getByTestId('org-join-open').click();
    const dialog = page.getByTestId('org-join-dialog');
    await dialog.waitFor();
    // Too short: the field says so and keeps what was typed.
    const reason = dialog.getByRole('textbox', { name: /申请理由/ });
    await reason.fill('你好');
    await page.getByTestId('org-join-submit').click();
    await expect(dialog.innerText()).resolves.toContain('申请理由至少 5 个字');
    await expect(reason.inputValue()).resolves.toBe('你好');
    await reason.fill('在当地工作多年，希望参加校友会的行业沙龙和公益活动。');
    await page.getByTestId('org-join-submit').click();
    await dialog.waitFor({ state: 'detached' });
    // Closing gives the page back to assistive technology (unmounting an open dialog left it hidden).
    await expect.poll(() => page.locator('#root').getAttribute('aria-hidden')).toBeNull();
    await expect.poll(() => page.getByTestId('org-join-status').innerText()).toBe('已申请，等待审核');

    await goto('/my/organization');
    const item = page.getByTestId('org-join-item').filter({ hasText: orgName });
    await expect(item.getByTestId('org-join-badge').innerText()).resolves.toBe('审核中');
    await expect(item.getByRole('button', { name: /撤回申请/ }).isVisible()).resolves.toBe(true);
    const hangzhou = page.getByTestId('org-join-item').filter({ hasText: '杭州校友会' });
    await expect(hangzhou.getByTestId('org-join-badge').innerText()).resolves.toBe('已加入');
  });

  it('张明 pledges 500, pays on 模拟支付 and sees the paid record and the total (phone)', async () => {
    const projectIndex = 2;
    await openSignedIn('phone');
    await goto('/my/donation');
    const before = yuanText(await page.getByTestId('donation-total-value').innerText());

    await goto('/services/donate');
    const card = page.getByTestId('donation-project').nth(projectIndex);
    const title = await card.getByRole('heading').innerText();
    await expect(card.getByRole('progressbar').count()).resolves.toBe(1);
    await card.getByTestId('donation-open').click();
    const dialog = page.getByTestId('donation-dialog');
    await dialog.waitFor();

    // An invalid custom amount: a field message, and the typed message stays.
    const message = dialog.getByRole('textbox', { name: /留言/ });
    await message.fill('祝母校越办越好！');
    const amount = dialog.getByRole('spinbutton', { name: /捐赠金额/ });
    await amount.fill('0');
    await page.getByTestId('donation-submit').click();
    await expect(dialog.innerText()).resolves.toContain('捐赠金额不能小于 1');
    await expect(message.inputValue()).resolves.toBe('祝母校越办越好！');
    expect(page.url()).toContain('/services/donate');

    await page.getByTestId('donation-preset-500').click();
    await expect(amount.inputValue()).resolves.toBe('500');
    await page.getByTestId('donation-submit').click();
    await page.waitForURL(/\/dev\/pay\?orderNo=/);
    await expect(page.title()).resolves.toBe('模拟支付');
    await expect(page.locator('body').innerText()).resolves.toContain('这是开发与演示环境的支付模拟页面，正式环境接入学校的支付服务');
    await expect(page.getByTestId('pay-project').innerText()).resolves.toBe(title);
    await expect(page.getByTestId('pay-amount').innerText()).resolves.toBe('500 元');
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.getByRole('button', { name: '确认支付' }).click();

    await page.waitForURL(`${suite.portal.url}/my/donation?paid=${orderNo}`);
    await page.getByTestId('donation-paid-note').waitFor();
    const record = page.locator(`[data-testid="donation-record"][data-order="${orderNo}"]`);
    await expect(record.getByTestId('donation-badge').innerText()).resolves.toBe('已支付');
    await expect(record.innerText()).resolves.toContain(title);
    await expect(record.innerText()).resolves.toContain('500 元');
    await expect.poll(async () => yuanText(await page.getByTestId('donation-total-value').innerText())).toBe(before + 500);
  });
});

describe("a project's page", () => {
  it('shows its 项目介绍 and its 捐赠名单: named donors by name, an anonymous one as 匿名 (desktop)', async () => {
    // An anonymous gift to the first project, paid, beside the seeded one 张明 made in his name.
    const token = tokenOf(await suite.session('张明'));
    const pledged = await fetch(`${suite.portal.url}/api/donation/pledge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 1, amount: 666, anonymous: true, message: '' }),
    });
    const { orderNo } = (await pledged.json()).data as { orderNo: string };
    const paid = await fetch(`${suite.portal.url}/dev/pay/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orderNo }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);

    await openSignedIn('desktop');
    await goto('/services/donate');
    const card = page.getByTestId('donation-project').filter({ has: page.locator('a[href="/article/donationDetails/1"]') });
    const title = await card.getByRole('heading').innerText();
    await card.getByTestId('donation-project-link').click();
    await page.waitForURL((url) => url.pathname === '/article/donationDetails/1');
    const project = page.getByTestId('donation-project-page');
    await project.waitFor();
    await expect(project.getByRole('heading', { level: 2 }).innerText()).resolves.toBe(title);
    await expect(project.getByRole('heading', { name: '项目介绍' }).isVisible()).resolves.toBe(true);
    const intro = (await (await fetch(`${suite.portal.url}/api/donation/projects/1`)).json()).data.content as string;
    const introText = intro.replace(/<[^>]+>/g, '').slice(0, 12);
    await expect(project.locator('.rich-html').innerText()).resolves.toContain(introText);

    const donors = page.getByTestId('donation-donor-list');
    await expect(donors.getByRole('heading', { name: '捐赠名单' }).isVisible()).resolves.toBe(true);
    const rows = donors.getByTestId('donation-donor');
    // Latest first: the gift just paid leads, the seeded one of September 2026 follows.
    await expect(rows.first().locator('td').allInnerTexts()).resolves.toEqual(['匿名', '—', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
    await expect(rows.filter({ hasText: '2026-09-06' }).locator('td').allInnerTexts()).resolves.toEqual(['张明', '1,000 元', '2026-09-06']);
    await expect(project.innerText()).resolves.not.toContain('匿名校友');
  });
});

describe("changing one's mind", () => {
  it('张明 withdraws his pending request and cancels an unpaid pledge', async () => {
    await openSignedIn('desktop');
    await goto('/my/organization');
    const shanghai = page.getByTestId('org-join-item').filter({ hasText: '上海校友会' });
    await shanghai.getByRole('button', { name: /撤回申请/ }).click();
    const confirm = page.getByTestId('dialog-confirm');
    await confirm.getByRole('button', { name: '确定' }).click();
    await shanghai.waitFor({ state: 'detached' });

    await goto('/services/donate');
    await page.getByTestId('donation-open').nth(1).click();
    await page.getByTestId('donation-preset-100').click();
    await page.getByTestId('donation-submit').click();
    await page.waitForURL(/\/dev\/pay\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.getByRole('link', { name: '返回我的捐赠' }).click();
    await pageReady(page);
    const record = page.locator(`[data-testid="donation-record"][data-order="${orderNo}"]`);
    await expect(record.getByTestId('donation-badge').innerText()).resolves.toBe('待支付');
    await expect(record.getByRole('link', { name: /去支付/ }).getAttribute('href')).resolves.toBe(`/dev/pay?orderNo=${orderNo}`);
    await record.getByRole('button', { name: /取消/ }).click();
    await page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => record.getByTestId('donation-badge').innerText()).toBe('已取消');
    expect(await record.getByRole('button').count()).toBe(0);
  });
});

describe('公开方式 (issue 48)', () => {
  it('张明 gives as 仅显示届别, and later, in 我的捐赠, turns it to 匿名: 捐赠名单 follows, without the amount (desktop)', async () => {
    await openSignedIn('desktop');
    await goto('/services/donate');
    const card = page.getByTestId('donation-project').filter({ has: page.locator('a[href="/article/donationDetails/1"]') });
    await card.getByTestId('donation-open').click();
    const dialog = page.getByTestId('donation-dialog');
    // 匿名 unless the donor says otherwise.
    await expect(dialog.getByRole('radio', { name: '匿名' }).isChecked()).resolves.toBe(true);
    await dialog.getByTestId('donation-preset-5000').click();
    await dialog.getByRole('radio', { name: '仅显示届别' }).check();
    await page.getByTestId('donation-submit').click();
    await page.waitForURL(/\/dev\/pay\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/\/my\/donation\?paid=/);
    await pageReady(page);

    // A signed-in visitor's page is the app's: it shows 加载中… until the project and its 捐赠名单 have come.
    const firstDonor = async () => {
      await goto('/article/donationDetails/1');
      await page.getByTestId('donation-donor').first().waitFor();
      return page.getByTestId('donation-donor').first().locator('td').allInnerTexts();
    };
    expect(await firstDonor()).toEqual([expect.stringMatching(/^\d{4} 届校友$/), '5,000 元', expect.any(String)]);

    await goto('/my/donation');
    const record = page.locator(`[data-testid="donation-record"][data-order="${orderNo}"]`);
    await record.getByTestId('donation-display').selectOption('anonymous');
    await page.getByText('公开方式已更新').first().waitFor();
    // The page may first be drawn from the browser's saved copy of the list, then from the server's answer.
    await expect.poll(firstDonor).toEqual(['匿名', '—', expect.any(String)]);
  });
});
