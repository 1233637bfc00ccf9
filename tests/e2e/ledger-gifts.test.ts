import { afterAll, describe, expect, it } from 'vitest';
import { startFakeWxpay } from '../helpers/fake-wxpay.ts';
import { e2eSuite, keepScreenshot, tokenOf } from '../helpers/e2e.ts';

// 线下捐赠 and 退款 in the console's ledger (issue 33), the portal paying through the fake WeChat Pay: a clerk records a
// bank transfer (a voucher recorded twice is refused under its field, the rest kept), and the portal's total follows;
// a 管理员 refunds part of a gift paid online, and the ledger shows it refunding, then refunded in part.
const fake = await startFakeWxpay();
const suite = e2eSuite({ env: fake.env('{portal}/api/donation/wxpay/notify') });
afterAll(() => fake.close());

const api = async (path: string, init: { token?: string; body?: object } = {}) => {
  const res = await fetch(`${suite.portal.url}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
};
const firstProject = async () => ((await api('/api/donation/projects')) as unknown as Array<{ id: number; raisedAmount: number }>)[0];

describe('the ledger’s gifts received offline and refunds', () => {
  it('desktop: a clerk records a bank transfer; the same voucher again is refused under its field; the portal total moves', async () => {
    const project = await firstProject();
    const page = await suite.openConsole('desktop', 'reviewer');
    await page.goto(`${suite.portal.url}/admin/donations/`);
    await page.getByTestId('admin-donations').waitFor();
    const fill = async (voucherNo: string) => {
      await page.getByTestId('ledger-offline').click();
      const dialog = page.getByTestId('offline-gift');
      await dialog.waitFor();
      await dialog.locator('input[name="donorName"]').fill('周晓');
      await dialog.locator('input[name="graduationYear"]').fill('2005');
      await dialog.locator('select[name="projectId"]').selectOption(String(project.id));
      await dialog.locator('input[name="amount"]').fill('3000');
      await dialog.locator('input[name="arrivedOn"]').fill('2026-09-15');
      await dialog.locator('input[name="voucherNo"]').fill(voucherNo);
      await dialog.getByTestId('offline-gift-submit').click();
      return dialog;
    };
    let dialog = await fill('E2E-BANK-001');
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('ledger-row').filter({ hasText: 'E2E-BANK-001' });
    await expect.poll(() => row.innerText()).toContain('周晓');
    expect(await row.getByTestId('ledger-channel').innerText()).toContain('银行转账');
    expect(await row.getByTestId('ledger-state').innerText()).toBe('已到账');
    expect((await firstProject()).raisedAmount).toBe(project.raisedAmount + 3000);

    dialog = await fill('E2E-BANK-001');
    const field = dialog.locator('[data-field="voucherNo"]');
    await expect.poll(() => field.innerText()).toContain('已登记');
    expect(await dialog.locator('input[name="donorName"]').inputValue()).toBe('周晓');
    expect(await dialog.locator('input[name="amount"]').inputValue()).toBe('3000');
    await keepScreenshot(page, '/tmp/admin-ledger-offline-desktop.png', { fullPage: true });
    await dialog.getByTestId('offline-gift-cancel').click();
    expect((await firstProject()).raisedAmount).toBe(project.raisedAmount + 3000);
  });

  it('desktop: a 管理员 refunds part of a gift paid through WeChat Pay; the ledger shows 退款中, then 部分退款', async () => {
    const token = tokenOf(await suite.session('张明'));
    const project = await firstProject();
    const pledge = await api('/api/donation/pledge', {
      token,
      body: { projectId: project.id, amount: 500, anonymous: false, message: '' },
    });
    await api(`/api/donation/${pledge.id}/pay`, { token, body: { channel: 'native' } });
    const order = [...fake.orders.values()].filter((o) => o.kind === 'native').at(-1)!;
    expect(await fake.pay(order.outTradeNo)).toBe(204);

    // 审核员 keeps the ledger but is offered no refund.
    const clerk = await suite.openConsole('desktop', 'reviewer');
    await clerk.goto(`${suite.portal.url}/admin/donations/`);
    const clerkRow = clerk.getByTestId('ledger-row').filter({ hasText: String(pledge.orderNo) });
    await clerkRow.waitFor();
    expect(await clerkRow.getByTestId('ledger-refund').count()).toBe(0);

    const page = await suite.openConsole('desktop', 'admin');
    await page.goto(`${suite.portal.url}/admin/donations/`);
    const row = page.getByTestId('ledger-row').filter({ hasText: String(pledge.orderNo) });
    await row.getByTestId('ledger-refund').click();
    const dialog = page.getByTestId('refund-dialog');
    await dialog.waitFor();
    expect(await dialog.locator('input[name="amount"]').inputValue()).toBe('500');
    await dialog.locator('input[name="amount"]').fill('200');
    await dialog.locator('input[name="reason"]').fill('捐赠人申请退回一部分');
    await dialog.getByTestId('refund-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('ledger-refunding').innerText()).toBe('退款中 200 元');
    const refund = [...fake.refunds.values()].at(-1)!;
    expect(refund).toMatchObject({ outTradeNo: order.outTradeNo, refundFen: 20000, reason: '捐赠人申请退回一部分' });

    expect(await fake.settleRefund(refund.outRefundNo)).toBe(204);
    await page.reload();
    await expect.poll(() => row.getByTestId('ledger-state').innerText()).toBe('部分退款（已退 200 元）');
    expect(await row.getByTestId('ledger-refunding').count()).toBe(0);
    expect((await firstProject()).raisedAmount).toBe(project.raisedAmount + 300);
    await keepScreenshot(page, '/tmp/admin-ledger-refund-desktop.png', { fullPage: true });
  });
});
