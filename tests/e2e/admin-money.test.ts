import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { insertStaff } from '../../server/repositories/staff.ts';
import { e2eSuite, keepScreenshot } from '../helpers/e2e.ts';

// 站点设置 › 银行转账 (issue 48): a second 管理员's proposal reaches the demo 管理员 as a note on the console home; the
// page shows what donors see now beside the change, and once confirmed there, donors see the new account and the page
// names who proposed it and who confirmed it.
const secondPassword = 'Second-admin-2026';
const suite = e2eSuite({
  arrange: async (db) => {
    await insertStaff(db, {
      account: 'second.admin',
      name: '吴复核',
      passwordHash: await hashPassword(secondPassword),
      roles: ['admin'],
      organizationId: null,
      mustChangePassword: false,
    });
  },
});

const NEW_ACCOUNT = '6217 0000 8888 9999';

async function call(path: string, init: { token?: string; body?: object } = {}) {
  const res = await fetch(`${suite.portal.url}/api${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}
const donorsSee = async () => ((await call('/donation/payment')).transfer as { accountNo: string }).accountNo;

describe('银行转账 in 站点设置', () => {
  it('desktop: another 管理员’s change is told on the home page, shown beside the current one, and confirmed here', async () => {
    const { token } = (await call('/admin/login', { body: { account: 'second.admin', password: secondPassword } })) as { token: string };
    const before = await donorsSee();
    await call('/admin/site/money/changes', {
      token,
      body: { accountName: '滨江城市学院教育基金会', bank: '中国工商银行滨江学院路支行', accountNo: NEW_ACCOUNT, remark: '捐赠＋姓名' },
    });
    expect(await donorsSee()).toBe(before);

    const page = await suite.openConsole('desktop', 'admin');
    const note = page.getByTestId('inbox-item').first();
    await expect.poll(() => note.innerText()).toContain('银行转账信息待确认');
    await note.getByRole('link').click();

    const pending = page.getByTestId('money-pending');
    await pending.waitFor();
    expect(await pending.getByTestId('money-pending-by').innerText()).toContain('吴复核（second.admin）');
    expect(await pending.getByTestId('money-compare').innerText()).toContain(NEW_ACCOUNT);
    expect(await page.getByTestId('money-current-values').innerText()).toContain(before);
    await keepScreenshot(page, '/tmp/admin-money-pending-desktop.png', { fullPage: true });

    await pending.getByTestId('money-confirm').click();
    await page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByTestId('money-current-values').innerText()).toContain(NEW_ACCOUNT);
    expect(await page.getByTestId('money-last-change').innerText()).toMatch(/由 吴复核（second\.admin）.*提出，周管理（admin）.*确认/);
    expect(await donorsSee()).toBe(NEW_ACCOUNT);
    await keepScreenshot(page, '/tmp/admin-money-confirmed-desktop.png', { fullPage: true });
  });
});
