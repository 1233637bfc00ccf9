import { afterAll, describe, expect, it } from 'vitest';
import { chinaDay } from '../../src/shared/retention.ts';
import { startFakeWxpay } from '../helpers/fake-wxpay.ts';
import { e2eSuite, keepScreenshot } from '../helpers/e2e.ts';

// 对账 (issue 33), the portal configured against the fake WeChat Pay: the clerk runs a past day whose bill lists a
// payment the ledger never heard of (and a refund), reads what to do about it, and marks it 已处理.
const fake = await startFakeWxpay();
const day = chinaDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
// Planted before the portal starts: the daily job, which runs at start, may find it too; the clerk's run is its own.
fake.plantBillRow({ tradeTime: `${day} 14:05:09`, outTradeNo: 'DE2ESTRANGER00001N1', totalFen: 8800 });
fake.plantBillRow({
  tradeTime: `${day} 15:00:00`,
  outTradeNo: 'DE2ESTRANGER00002N1',
  tradeState: 'REFUND',
  refundFen: 1200,
  outRefundNo: 'RE2ESTRANGER00001',
});
const suite = e2eSuite({ env: fake.env('{portal}/api/donation/wxpay/notify') });
afterAll(() => fake.close());

describe('对账', () => {
  it('desktop: 审核员 runs a past day, sees the payment missing from the ledger with what to do, and marks it 已处理', async () => {
    const page = await suite.openConsole('desktop', 'reviewer');
    await page.getByTestId('console-section-donations').click();
    await page.getByTestId('admin-donations').waitFor();
    await page.getByTestId('ledger-reconcile').click();
    await page.getByTestId('admin-reconcile').waitFor();
    await page.locator('input[name="date"]').fill(day);
    await page.getByTestId('reconcile-run').click();

    const difference = page.getByTestId('reconcile-difference').filter({ hasText: 'DE2ESTRANGER00001N1' });
    await difference.waitFor();
    await expect(page.getByTestId('reconcile-detail').locator('h2').innerText()).resolves.toBe(`${day} 的对账结果`);
    await expect(difference.getByTestId('reconcile-kind').innerText()).resolves.toBe('微信已收款、台账未到账');
    await expect(difference.getByTestId('reconcile-advice').innerText()).resolves.toContain('查询该订单');
    await expect(difference.innerText()).resolves.toContain('88.00 元');
    // A refund's difference asks WeChat about the refund.
    const refund = page.getByTestId('reconcile-difference').filter({ hasText: 'RE2ESTRANGER00001' });
    await expect(refund.getByTestId('reconcile-query').innerText()).resolves.toBe('查询该退款');
    // The run is listed, by the clerk, and marked as the one shown.
    const mine = page.getByTestId('reconcile-run-row').filter({ hasText: 'reviewer' });
    await expect(mine.getAttribute('aria-current')).resolves.toBe('true');
    await keepScreenshot(page, '/tmp/admin-reconcile-desktop.png', { fullPage: true });

    await difference.getByTestId('reconcile-handle').click();
    const dialog = page.getByTestId('reconcile-handle-form');
    await dialog.locator('textarea[name="note"]').fill('已联系微信支付客服，确认为其他商户的订单');
    await page.getByTestId('reconcile-handle-save').click();
    await difference.getByTestId('reconcile-handled').waitFor();
    await expect(difference.getByTestId('reconcile-note').innerText()).resolves.toContain('已联系微信支付客服，确认为其他商户的订单');
    await expect.poll(() => mine.getByTestId('reconcile-state').innerText()).toBe('2 笔（1 笔待处理）');
  });
});
