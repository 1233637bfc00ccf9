import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, e2eSuite, keepScreenshot } from '../helpers/e2e.ts';

// The console's publishing pages: 内容编辑 writes a news item with a cover and a picture in its body, publishes it and
// sees it on the portal (drawn by the server and by the browser), withdraws it and the portal no longer has it; a bad
// form keeps what was typed; 审核员 never reaches the pages.
const suite = e2eSuite();

// A real 1x1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const file = (name: string) => ({ name, mimeType: 'image/png', buffer: png });

const toastSaying = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

async function confirm(page: Page) {
  const dialog = page.getByTestId('dialog-confirm');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

// Each flow runs once: publishing (and the portal showing it) on a desktop; the forms' refusals and the list's filters
// on a phone, where the list's rows are cards and the editor's form one column.
describe('console publishing', () => {
  it('desktop: 内容编辑 writes, previews and publishes a news item, the portal shows it, and withdrawn it is gone', async () => {
    const size = 'desktop';
    const title = `校友返校日纪实${size}`;
    const page = await suite.openConsole(size, 'editor');
    await page.getByTestId('console-section-content').click();
    await page.getByTestId('content-list').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/content/news');
    expect(await page.getByTestId('content-kind-news').getAttribute('aria-current')).toBe('page');

    await page.getByTestId('content-new').click();
    await page.getByTestId('content-editor').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/content/news/new');
    // The page is whole once its lazily loaded rich-text editor is in place (a loaded machine takes a while).
    await page.locator('.rte__content').waitFor();

    // An empty title: its message under it, what else was typed kept, nothing sent.
    await field(page, 'summary').fill('一年一度的校友返校日在主校区举行。');
    await page.getByTestId('content-save').click();
    await page.locator('[data-field="title"]').getByText('请填写标题').waitFor();
    expect(await field(page, 'summary').inputValue()).toBe('一年一度的校友返校日在主校区举行。');
    expect(new URL(page.url()).pathname).toBe('/admin/content/news/new');

    await field(page, 'title').fill(title);
    await page.locator('[data-field="title"]').getByText('请填写标题').waitFor({ state: 'detached' });
    await field(page, 'author').fill('校友会办公室');
    await field(page, 'source').fill('校友总会');
    await page.getByTestId('upload-cover').setInputFiles(file('cover.png'));
    await page.getByTestId('picture-cover').waitFor();
    expect(await page.getByTestId('picture-cover').getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    const body = page.locator('.rte__content');
    await body.click();
    await page.keyboard.type('返校日当天，近千名校友回到母校。');
    await page.getByTestId('rte-image-input').setInputFiles(file('campus.png'));
    await body.locator('img').waitFor();
    await page.locator('.rte__prompt input').press('Enter');
    await keepScreenshot(page, `/tmp/admin-content-editor-${size}.png`, { fullPage: true });

    // The preview draws the form's values as the portal's detail page does.
    await page.getByTestId('content-preview-open').click();
    const preview = page.getByTestId('content-preview');
    await preview.waitFor();
    expect(await preview.getByTestId('content-preview-title').innerText()).toBe(title);
    expect(await preview.locator('.detail__content img').getAttribute('src')).toMatch(/^\/uploads\//);
    expect(await preview.locator('.detail__content').innerText()).toContain('近千名校友回到母校');
    await preview.getByRole('button', { name: '关闭预览' }).click();
    await preview.waitFor({ state: 'hidden' });

    await page.getByTestId('content-publish').click();
    await page.getByTestId('content-publish-dialog').waitFor();
    await page.getByTestId('content-publish-confirm').click();
    await page.waitForURL(/\/admin\/content\/news\/\d+$/);
    await toastSaying(page, '已发布');
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.getByTestId('content-state').innerText()).toBe('已发布');
    expect(await field(page, 'title').inputValue()).toBe(title);

    // Drawn by the server: no script, no service worker.
    const drawn = await suite.open(size, undefined, { javaScriptEnabled: false, serviceWorkers: 'block' });
    await drawn.goto(suite.portal.url + '/article/collegeNews');
    expect(await drawn.getByTestId('news-item').filter({ hasText: title }).count()).toBe(1);
    await drawn.goto(`${suite.portal.url}/article/newDetails/${id}`);
    const drawnDetail = drawn.getByTestId('detail');
    expect(await drawnDetail.locator('.detail__title').innerText()).toBe(title);
    expect(await drawnDetail.locator('.detail__content img').getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    // Drawn by the browser, after navigating from the list.
    const visitor = await suite.open(size);
    await visitor.goto(suite.portal.url + '/article/collegeNews');
    await appReady(visitor);
    await visitor.getByTestId('news-item').filter({ hasText: title }).getByRole('link', { name: title }).click();
    await visitor.waitForURL(`${suite.portal.url}/article/newDetails/${id}`);
    const detail = visitor.getByTestId('detail');
    await expect.poll(() => detail.locator('.detail__title').innerText()).toBe(title);
    await detail.locator('.detail__content img').waitFor();

    // Withdrawn from the list: the portal no longer has it.
    await page.getByTestId('content-back').click();
    const row = page.getByTestId('content-row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByTestId('content-state').innerText()).toBe('已发布');
    expect(await row.locator('img').getAttribute('src')).toMatch(/^\/uploads\//);
    await row.getByTestId('content-withdraw').click();
    await confirm(page);
    await toastSaying(page, '已下线');
    await expect.poll(() => row.getByTestId('content-state').innerText()).toBe('已下线');
    await keepScreenshot(page, `/tmp/admin-content-list-${size}.png`, { fullPage: true });

    const late = await suite.open(size);
    await late.goto(`${suite.portal.url}/article/newDetails/${id}`);
    const toast = late.getByTestId('toast');
    await toast.first().waitFor();
    expect(await toast.first().innerText()).toBe('您访问的内容不存在或已下线，即将返回首页');
    await late.waitForURL(suite.portal.url + '/');

    // 管理员 finds the editor's publishing in the audit log: the record made, and withdrawn.
    const admin = await suite.openConsole(size, 'admin');
    await admin.goto(`${suite.portal.url}/admin/audit?account=editor&entity=news&keyword=${encodeURIComponent(title)}`);
    await admin.getByTestId('admin-audit').waitFor();
    const summaries = admin.getByTestId('audit-summary');
    await summaries.getByText(`下线新闻《${title}》`, { exact: true }).waitFor();
    expect((await summaries.allInnerTexts()).some((text) => text.startsWith(`新建新闻《${title}》`))).toBe(true);
  });

  it('phone: leaving a form with changes asks first; the keyword and the state filter are in the address', async () => {
    const page = await suite.openConsole('phone', 'editor');
    await page.goto(suite.portal.url + '/admin/content/activities/new');
    await page.getByTestId('content-editor').waitFor();
    await field(page, 'title').fill('未保存的活动');
    await page.getByTestId('content-back').click();
    const dialog = page.getByTestId('dialog-confirm');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/admin/content/activities/new');
    expect(await field(page, 'title').inputValue()).toBe('未保存的活动');
    await page.getByTestId('content-back').click();
    await confirm(page);
    await page.getByTestId('content-list').waitFor();
    await page.getByTestId('content-row').first().waitFor();
    await keepScreenshot(page, '/tmp/admin-content-list-phone.png', { fullPage: true });

    await page.getByTestId('content-keyword').fill('不存在的活动名称');
    await page.getByTestId('content-keyword').press('Enter');
    await page.getByTestId('content-empty').waitFor();
    await page.getByTestId('content-state-filter').selectOption('draft');
    await page.waitForURL(/state=draft/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/admin/content/activities');
    expect(url.searchParams.get('keyword')).toBe('不存在的活动名称');
  });

  it("phone: the server's refusal of a field shows under that field, and what was typed stays", async () => {
    const page = await suite.openConsole('phone', 'editor');
    await page.goto(suite.portal.url + '/admin/content/jobs/new');
    await page.getByTestId('content-editor').waitFor();
    // An organisation the client cannot know is missing: only the server can say so.
    await field(page, 'companyId').fill('999999');
    await field(page, 'title').fill('前端开发工程师');
    await field(page, 'city').fill('杭州');
    await field(page, 'salaryMin').fill('15');
    await field(page, 'salaryMax').fill('25');
    await field(page, 'education').selectOption('本科');
    await field(page, 'experience').fill('3年以上');
    await field(page, 'headcount').fill('2');
    await field(page, 'status').selectOption('open');
    await page.locator('.rte__content').click();
    await page.keyboard.type('负责校友服务平台的前端开发。');
    await page.getByTestId('content-save').click();
    await page.locator('[data-field="companyId"]').getByText('所属企业不存在或已删除').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/content/jobs/new');
    expect(await field(page, 'title').inputValue()).toBe('前端开发工程师');
    expect(await page.locator('.rte__content').innerText()).toContain('负责校友服务平台的前端开发');
    // Changing the field takes the server's sentence away.
    await field(page, 'companyId').fill('1');
    await page.locator('[data-field="companyId"]').getByText('所属企业不存在或已删除').waitFor({ state: 'detached' });
  });

  it('desktop: 审核员 has no 内容发布, and its address sends them to the console home', async () => {
    const page = await suite.openConsole('desktop', 'reviewer');
    expect(await page.getByTestId('console-section-content').count()).toBe(0);
    for (const path of ['/admin/content/news', '/admin/content/news/new']) {
      await page.goto(suite.portal.url + path);
      await page.waitForURL(suite.portal.url + '/admin');
      await page.getByTestId('admin-landing').waitFor();
      expect(await page.getByTestId('content-editor').count()).toBe(0);
      expect(await page.getByTestId('content-list').count()).toBe(0);
    }
  });
});
