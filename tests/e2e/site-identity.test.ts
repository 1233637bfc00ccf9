import { describe, expect, it } from 'vitest';
import { e2eSuite, keepScreenshot } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// Another college's names, set in 站点设置 (issues 30.8, 31.6): the 提示 dialog names its mini-program, and the
// console's 站点信息 holds the short name, the mini-program's name and the card prefix beside the others.
const suite = e2eSuite({
  arrange: async (db) => {
    await db.query(`update sys_dict set dict_label = '湖大校友通' where dict_type = 'site_info' and dict_value = 'mini_program_name'`);
  },
});

describe('another college, set in 站点设置', () => {
  it('phone: the 提示 dialog sends visitors to the configured mini-program', async () => {
    const page = await suite.open('phone');
    await page.goto(suite.portal.url + '/?hint=1');
    const dialog = page.getByTestId('mobile-hint');
    await dialog.waitFor();
    await expect(dialog.locator('.mobile-hint__body').innerText()).resolves.toBe(
      '为获得完整的校友服务，请使用微信扫描下方二维码，进入“湖大校友通”小程序。',
    );
    await expect.poll(() => dialog.getByRole('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await keepScreenshot(page, '/tmp/college-hint-phone.png');
  });

  it.each<ViewportName>(['desktop', 'phone'])(
    '%s: 站点信息 edits the names and refuses a card prefix that is not letters',
    async (size) => {
      const page = await suite.openConsole(size, 'admin');
      await page.goto(suite.portal.url + '/admin/site/dicts');
      const school = page.getByTestId('dicts-school');
      await school.waitFor();
      await expect(school.getByLabel('小程序名称').inputValue()).resolves.toBe('湖大校友通');
      await expect(school.getByLabel('简称（手机主屏幕上的名称）').inputValue()).resolves.toBe('滨江校友');
      const prefix = school.getByLabel('校友卡号前缀（2–8 个英文字母）');
      await expect(prefix.inputValue()).resolves.toBe('BJCC');
      await prefix.fill('H1');
      await page.getByTestId('dicts-school-save').click();
      await school.getByText('卡号前缀应为 2–8 个英文字母，如 XYK').waitFor();
      await prefix.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `/tmp/college-site-dicts-${size}.png`, { fullPage: size === 'desktop' });
    },
  );
});
