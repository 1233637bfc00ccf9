import { describe, expect, it } from 'vitest';
import { e2eSuite, keepScreenshot, runRowAction, settled } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// What a clerk reads in the console, at both sizes: the audit log in words, the menu editor naming the portal's pages
// (a 站内页面 chosen from a list by name), and the card template's sample number in the format real cards carry.
const suite = e2eSuite();

describe.each(['desktop', 'phone'] as ViewportName[])('the console in the office’s words (%s)', (size) => {
  it('the menu names a column’s page, and its editor offers the pages by name', async () => {
    const page = await suite.openConsole(size, 'editor');
    await page.goto(suite.portal.url + '/admin/site/menu');
    await page.getByTestId('site-menu-page').waitFor();
    const map = page.getByTestId('menu-item-44');
    await map.getByText('校友地图', { exact: true }).first().waitFor();
    expect(await map.innerText()).not.toContain('/services/map');
    await keepScreenshot(page, `/tmp/clerks/menu-${size}.png`, { fullPage: true });
    await runRowAction(page, size, '校友地图', '编辑');
    const dialog = page.getByTestId('menu-item-dialog');
    const select = dialog.locator('select[name="linkUrl"]');
    await select.waitFor();
    expect(await select.inputValue()).toBe('/services/map');
    expect(await select.locator('option:checked').innerText()).toBe('校友地图');
    await settled(dialog);
    await keepScreenshot(page, `/tmp/clerks/menu-dialog-${size}.png`);
    // 外部链接 keeps its typed address.
    await dialog.getByRole('radio', { name: '外部链接' }).check();
    await dialog.locator('input[name="linkUrl"]').waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the card template previews a number as real cards carry it', async () => {
    const page = await suite.openConsole(size, 'editor');
    await page.goto(suite.portal.url + '/admin/site/card');
    // The preview is a drawing: its number is in its text and its description.
    const preview = page.getByTestId('site-card-page').locator('svg').first();
    await preview.waitFor();
    const drawn = await preview.textContent();
    expect(drawn).toContain('BJCC-2022-000001');
    expect(drawn).not.toContain('BJCC2022000001');
    await keepScreenshot(page, `/tmp/clerks/card-${size}.png`, { fullPage: true });
  });

  it('the audit log shows 操作, 对象 and 内容 in words', async () => {
    const page = await suite.openConsole(size, 'admin');
    await page.goto(suite.portal.url + '/admin/audit');
    await page.getByTestId('audit-row').first().waitFor();
    const text = await page.getByTestId('audit-table').innerText();
    expect(text).toContain('登录管理后台');
    expect(text).not.toMatch(/\b(GET|POST|PUT|DELETE)\b|\/api\/|staff-session/);
    await keepScreenshot(page, `/tmp/clerks/audit-${size}.png`, { fullPage: true });
  });
});
