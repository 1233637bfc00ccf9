import { strFromU8, unzipSync } from 'fflate';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

const suite = e2eSuite();

// 张明's seeded campus visit (server/db/seed/appointment.ts).
const BOOKING_REASON = '毕业十周年回母校参观校史馆，与班主任座谈';

// The panel is the same at both sizes: the download at one, the refusals at the other. What the ZIP holds in full is
// tested in tests/server/data-export.test.ts.
describe('下载我的数据', () => {
  it('张明 downloads his data from 账号设置: a ZIP whose JSON and page hold his name and his booking (desktop)', async () => {
    const size: ViewportName = 'desktop';
    const page = await suite.open(size, '张明');
    await suite.goto(page, '/my/accountSettings');
    const panel = page.getByTestId('data-export');
    await panel.getByRole('heading', { name: '下载我的数据' }).waitFor();
    const button = page.getByTestId('data-export-button');
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/data-export-${size}.png`, fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^我的数据-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    const json = JSON.parse(strFromU8(files['我的数据.json']));
    expect(json['个人资料'].记录.姓名).toBe('张明');
    expect(json['返校预约'].记录).toEqual(
      expect.arrayContaining([expect.objectContaining({ 返校事由: BOOKING_REASON, 车牌号: '浙A7K2Q9' })]),
    );
    const html = strFromU8(files['我的数据.html']);
    expect(html).toContain('<title>张明的个人数据</title>');
    expect(html).toContain(BOOKING_REASON);
    await expect.poll(() => page.getByTestId('data-export-status').innerText()).toContain('已开始下载“我的数据-');
    await expect(button.isEnabled()).resolves.toBe(true);
  });

  it('a refusal is told under the button in Chinese: the hourly limit with how long to wait, or a failure (phone)', async () => {
    const page = await suite.open('phone', '张明');
    await suite.goto(page, '/my/accountSettings');
    const message = '每小时最多下载 3 次我的数据，请 42 分钟后再试';
    await page.route('**/api/alumuser/dataExport*', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ code: 429, msg: message, data: null }) }),
    );
    const button = page.getByTestId('data-export-button');
    await button.click();
    await expect.poll(() => page.getByTestId('data-export-error').innerText()).toBe(message);
    await expect(page.getByRole('alert').filter({ hasText: message }).count()).resolves.toBeGreaterThan(0);

    await page.unroute('**/api/alumuser/dataExport*');
    await page.route('**/api/alumuser/dataExport*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, msg: '服务器内部错误', data: null }),
      }),
    );
    await button.click();
    await expect.poll(() => page.getByTestId('data-export-error').innerText()).not.toBe(message);
    expect(await page.getByTestId('data-export-error').innerText()).toMatch(/[\u4e00-\u9fa5]/);
    await expect(button.isEnabled()).resolves.toBe(true);
  });
});
