import { afterAll, describe, expect, it } from 'vitest';
import { e2eSuite, keepScreenshot, pageReady, runRowAction } from '../helpers/e2e.ts';

// The console's site settings and 本组织, seen from the portal: a renamed menu column in the public header (drawn by
// the server, and after navigating) and in a phone's drawer, a frame address the server refuses told under its field,
// an organisation's summary on the public list, and the sections shown only to the roles that may use them.
const suite = e2eSuite();

// What the tests rename is named afresh on every run and put back afterwards: other files read the seeded menu.
const run = Date.now().toString(36).slice(-4);
const SERVICES_ID = 40;
const SERVICES = { name: '校友服务', linkUrl: '/services/seachSchool', openType: 'route', visible: true };
let orgPage: Record<string, unknown> | undefined;
let charterDoc: { title: string; content: string } | undefined;

async function staffToken(account: string): Promise<string> {
  const res = await fetch(`${suite.portal.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account, password: `demo-${account}` }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function asStaff(account: string, method: string, path: string, body?: object) {
  const token = await staffToken(account);
  return fetch(`${suite.portal.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

afterAll(async () => {
  if (!suite.portal) return;
  await asStaff('editor', 'PUT', `/admin/site/menu/${SERVICES_ID}`, SERVICES);
  if (orgPage) await asStaff('orgadmin', 'PUT', '/admin/my-organization', orgPage);
  if (charterDoc) await asStaff('editor', 'PUT', '/admin/site/documents/charter', charterDoc);
});

// Each flow runs once. The desktop runs the rename through an entry's button group and reads the portal's header; the
// phone runs the refused frame through the 操作 menu (its dialog laid out for the phone), reads the renamed column in
// the portal's drawer, and edits 本组织.
describe('console site settings', () => {
  it('desktop: 内容编辑 renames a top menu column, and the portal shows the new name, drawn by the server and after navigating', async () => {
    const page = await suite.openConsole('desktop', 'editor');
    expect(await page.getByTestId('console-section-organization').count()).toBe(0);
    await page.getByTestId('console-section-site').click();
    await page.getByTestId('site-menu-page').waitFor();
    await page.waitForFunction(() => document.title.startsWith('菜单'));

    await runRowAction(page, 'desktop', SERVICES.name, '编辑');
    const dialog = page.getByTestId('menu-item-dialog');
    await dialog.waitFor();
    const name = `校友服务中心${run}`;
    await dialog.locator('input[name="name"]').fill(name);
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/site/menu/40' && r.request().method() === 'PUT');
    await dialog.getByTestId('menu-item-save').click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('menu-item-40').getByTestId('menu-item-name').first().filter({ hasText: name }).waitFor();
    await keepScreenshot(page, '/tmp/admin-site-menu-desktop.png', { fullPage: true });

    // Drawn by the server: the page's HTML names it before any script runs.
    const html = await (await fetch(suite.portal.url + '/article/collegeNews')).text();
    expect(html).toContain(name);

    const visitor = await suite.open('desktop');
    await suite.goto(visitor, '/');
    const header = visitor.getByTestId('header-nav');
    expect(await header.locator('[data-menu-id="40"]').first().innerText()).toBe(name);
    // And after navigating inside the app (the header is not drawn again from the server).
    await header.locator('[data-menu-id="20"]').first().click();
    await visitor.waitForURL(/\/article\/(collegeNews|activities)/);
    await pageReady(visitor);
    expect(await header.locator('[data-menu-id="40"]').first().innerText()).toBe(name);

    // A phone has the menu in its drawer.
    const phone = await suite.open('phone');
    await suite.goto(phone, '/');
    await phone.getByTestId('open-drawer').click();
    const drawer = phone.getByTestId('mobile-drawer');
    await drawer.waitFor();
    expect(await drawer.locator('[data-menu-id="40"]').first().innerText()).toBe(name);
    // Back to the seeded name (afterAll does it too, should a step above fail).
    expect((await asStaff('editor', 'PUT', `/admin/site/menu/${SERVICES_ID}`, SERVICES)).status).toBe(200);

    // That the rename is in the audit log, under the editor's account, is the server's: tests/server/admin-site.test.ts.
  });

  it("phone: a frame on a host the portal may not frame, edited from the 操作 menu, shows the server's sentence under the address, the name kept", async () => {
    const page = await suite.openConsole('phone', 'editor');
    await page.goto(suite.portal.url + '/admin/site/menu');
    await page.getByTestId('site-menu-page').waitFor();
    // The phone folds an entry's actions into one menu: no button group is drawn.
    expect(await page.getByRole('group', { name: '操作：学校官网', exact: true }).count()).toBe(0);
    await runRowAction(page, 'phone', '学校官网', '编辑');
    const dialog = page.getByTestId('menu-item-dialog');
    await dialog.waitFor();
    await dialog.locator('input[name="name"]').fill('学校官网（内嵌）');
    await dialog.getByRole('radio', { name: '内嵌页面' }).check();
    await dialog.locator('input[name="linkUrl"]').fill('https://evil.example/page');
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/site/menu/62' && r.request().method() === 'PUT');
    await dialog.getByTestId('menu-item-save').click();
    expect((await refused).status()).toBe(400);
    const message = dialog.locator('[data-field="linkUrl"]');
    await message.filter({ hasText: '不在允许内嵌的网站之列' }).waitFor();
    expect(await dialog.locator('input[name="name"]').inputValue()).toBe('学校官网（内嵌）');
    expect(await dialog.locator('input[name="linkUrl"]').inputValue()).toBe('https://evil.example/page');
    await keepScreenshot(page, '/tmp/admin-site-menu-refused-phone.png');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Nothing was saved.
    expect(await page.getByTestId('menu-item-62').getByTestId('menu-item-name').innerText()).toBe('学校官网');
  });

  // The keyboard path through the desktop's action buttons; on a phone the same actions sit in one 操作 menu.
  it('desktop: reorders columns from the keyboard, the focus staying on the moved column', async () => {
    const page = await suite.openConsole('desktop', 'editor');
    await page.goto(suite.portal.url + '/admin/site/menu');
    await page.getByTestId('site-menu-page').waitFor();
    const names = () => page.getByTestId('menu-item-20').locator(':scope > ul > li').getByTestId('menu-item-name').allInnerTexts();
    const expectNames = async (expected: string[]) => expect.poll(names).toEqual(expected);
    await expectNames(['学校新闻', '校友活动', '杰出校友']);
    await page.locator('[data-row-action="menu-21:down"]').focus();
    await page.keyboard.press('Enter');
    await expectNames(['校友活动', '学校新闻', '杰出校友']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-row-action'))).toBe('menu-21:down');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-row-action'))).toBe('menu-21:up');
    await page.keyboard.press('Enter');
    await expectNames(['学校新闻', '校友活动', '杰出校友']);
    // First again: its 上移 is disabled, so the focus goes to its 下移.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-row-action'))).toBe('menu-21:down');
  });

  it('desktop: 站点信息 lists the dictionaries in the groups the portal shows them', async () => {
    const page = await suite.openConsole('desktop', 'editor');
    await page.goto(suite.portal.url + '/admin/site/dicts');
    await page.getByTestId('site-dicts-page').waitFor();
    for (const group of ['school', 'links', 'contact', 'qrcodes', 'filing']) await page.getByTestId(`dicts-${group}`).waitFor();
    expect(await page.locator('input[name^="e"]').first().inputValue()).not.toBe('');
    await page.getByTestId('dicts-school').locator('img').first().waitFor();
    await keepScreenshot(page, '/tmp/admin-site-dicts-desktop.png', { fullPage: true });
    await page.getByTestId('dicts-links').scrollIntoViewIfNeeded();
    await keepScreenshot(page, '/tmp/admin-site-dicts-links-desktop.png');
    await page.goto(suite.portal.url + '/admin/site/card');
    await page.getByTestId('site-card-page').waitFor();
    await keepScreenshot(page, '/tmp/admin-site-card-desktop.png', { fullPage: true });
    await page.getByTestId('site-tab-privacy').click();
    await page.getByTestId('site-privacy-page').locator('.rte__content').waitFor();
    await keepScreenshot(page, '/tmp/admin-site-privacy-desktop.png');
  });

  it("phone: 组织管理员 edits the organisation's summary, and the portal's organisation list shows it", async () => {
    const page = await suite.openConsole('phone', 'orgadmin');
    expect(await page.getByTestId('console-section-site').count()).toBe(0);
    // The page draws with its rich-text editor, never before it: an editor arriving later grew the page under the click
    // at 保存, which then landed on the editor (issue 28). Its chunk is held until asked for; the page must not show yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/assets\/RichTextEditor-[\w-]+\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    const shown = page.getByTestId('admin-organization-page');
    await page.getByTestId('console-section-organization').click();
    await Promise.race([requested, shown.waitFor()]);
    const drawnBeforeEditor = await shown.isVisible();
    release();
    expect(drawnBeforeEditor).toBe(false);
    await shown.waitFor();
    expect(await page.locator('.rte').count()).toBe(1);
    const summary = page.locator('textarea[name="summary"]');
    const res = await asStaff('orgadmin', 'GET', '/admin/my-organization');
    const { id, memberCount, publishState, publishedAt, updatedAt, deletedAt, live, ...rest } = (
      (await res.json()) as { data: Record<string, unknown> }
    ).data;
    expect([id, memberCount, publishState, publishedAt, updatedAt, deletedAt, live]).toHaveLength(7);
    orgPage = rest;
    const text = `校友会手机简介${run}：欢迎各位校友常回家看看`;
    await summary.fill(text);
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/my-organization' && r.request().method() === 'PUT');
    await page.getByTestId('organization-save').click();
    expect((await saved).status()).toBe(200);
    await page.locator('textarea[name="summary"]').filter({ hasText: text }).waitFor();
    await keepScreenshot(page, '/tmp/admin-site-organization-phone.png', { fullPage: true });

    const alumnus = await suite.open('phone', '张明');
    await suite.goto(alumnus, '/services/organization');
    await alumnus.getByTestId('organization-card').filter({ hasText: text }).waitFor();
  });

  it('desktop: 内容编辑 is kept out of 本组织, and 审核员 out of both sections', async () => {
    const editor = await suite.openConsole('desktop', 'editor');
    await editor.goto(suite.portal.url + '/admin/organization');
    await editor.getByTestId('admin-landing').waitFor();
    expect(new URL(editor.url()).pathname).toBe('/admin');

    const reviewer = await suite.openConsole('desktop', 'reviewer');
    expect(await reviewer.getByTestId('console-section-site').count()).toBe(0);
    expect(await reviewer.getByTestId('console-section-organization').count()).toBe(0);
    for (const path of ['/admin/site/menu', '/admin/organization']) {
      await reviewer.goto(suite.portal.url + path);
      await reviewer.getByTestId('admin-landing').waitFor();
      expect(new URL(reviewer.url()).pathname).toBe('/admin');
    }
  });
});

// The charter is a site document (issue 30 point 8): 站点设置 › 章程 edits it, and the menu's framed page shows it.
describe('the charter', () => {
  it.each(['desktop', 'phone'] as const)('%s: 内容编辑 rewrites the charter, and the framed 校友会章程 page shows it', async (size) => {
    if (!charterDoc) {
      const { title, content } = (
        (await (await asStaff('editor', 'GET', '/admin/site/documents/charter')).json()) as { data: { title: string; content: string } }
      ).data;
      charterDoc = { title, content };
    }
    const page = await suite.openConsole(size, 'editor');
    await page.goto(suite.portal.url + '/admin/site/charter');
    const editor = page.getByTestId('site-charter-page');
    await editor.locator('.rte__content').waitFor();
    // Only the privacy policy is published in versions.
    expect(await page.locator('input[name="newVersion"]').count()).toBe(0);
    const title = `临江理工学院校友会章程${run}${size}`;
    const article = `第一条 本会名称为临江理工学院校友会（${size}）。`;
    await page.locator('input[name="title"]').fill(title);
    await editor.locator('.rte__content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(article);
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/admin/site/documents/charter' && r.request().method() === 'PUT',
    );
    await page.getByTestId('charter-save').click();
    expect((await saved).status()).toBe(200);
    await keepScreenshot(page, `/tmp/admin-site-charter-${size}.png`, { fullPage: true });

    const portal = await suite.open(size);
    await suite.goto(portal, '/iframe/61');
    await portal.getByTestId('iframe-loading').waitFor({ state: 'detached' });
    const frame = portal.frameLocator('[data-testid="iframe"]');
    await expect(frame.locator('h1').innerText()).resolves.toBe(title);
    await expect(frame.locator('main').innerText()).resolves.toContain(article);
    await expect(frame.locator('main').innerText()).resolves.not.toContain('滨江');
  });
});
