import { strFromU8, unzipSync } from 'fflate';
import jsQR from 'jsqr';
import fs from 'node:fs';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chinaDate } from '../../src/shared/appointment-forms.ts';
import { companyApplication } from '../fixtures/company-application.ts';
import { clickAndSave, e2eSuite, holdRequests, keepScreenshot, settled, tokenOf, type StorageState } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

const suite = e2eSuite();
const pages = suite;
let zhang: StorageState;
let chen: StorageState;

/** Calls the API as a signed-in user, to arrange records the way the services' pages would. */
async function api(state: StorageState, method: string, path: string, body?: unknown) {
  const res = await fetch(suite.portal.url + path, {
    method,
    headers: {
      authorization: `Bearer ${tokenOf(state)}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.code !== 0) throw new Error(`${method} ${path}: ${json.msg}`);
  return json.data;
}

beforeAll(async () => {
  zhang = await pages.signIn('张明');
  chen = await pages.signIn('陈静');
}, 120_000);

/** The unread count on the 个人中心 entry: the header's on desktop, the drawer's on phones. */
async function badge(page: Page, size: ViewportName): Promise<number> {
  const place = size === 'desktop' ? 'header' : 'drawer';
  if (
    size === 'phone' &&
    !(await page
      .getByTestId('mobile-drawer')
      .isVisible()
      .catch(() => false))
  ) {
    await page.getByTestId('open-drawer').click();
  }
  const entry = page.getByTestId(`personal-centre-${place}`);
  await entry.waitFor();
  const badgeEl = entry.getByTestId(size === 'desktop' ? 'unread-badge' : 'unread-badge-drawer');
  const count = (await badgeEl.count()) ? Number(await badgeEl.innerText()) : 0;
  if (size === 'phone') {
    await page.keyboard.press('Escape');
    await page.getByTestId('mobile-drawer').waitFor({ state: 'hidden' });
  }
  return count;
}

/** Decodes the QR code in a PNG screenshot or file. */
/** Where the card draws its code, with its white margin, in the saved picture (twice the card's 856×540). */
const qrArea = { x: 2 * 620, y: 2 * 134, size: 2 * 198 };

/** The text of the QR code in a PNG, or in the square `area` of it. */
function decodeQr(png: Buffer, area?: { x: number; y: number; size: number }): string | undefined {
  const image = PNG.sync.read(png);
  if (!area) return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
  const rows = Array.from({ length: area.size }, (_, row) => {
    const start = ((area.y + row) * image.width + area.x) * 4;
    return image.data.subarray(start, start + area.size * 4);
  });
  return jsQR(new Uint8ClampedArray(Buffer.concat(rows)), area.size, area.size)?.data;
}

describe.each(['desktop', 'phone'] as const)('personal centre (%s)', (size) => {
  // What does not depend on the size runs at one of them; at the other, only what the header or the drawer, and
  // the narrow navigation, make different.
  if (size === 'desktop') {
    it('张明 opens /my at 我的消息; reading a message lowers the badge at once, and 全部标为已读 clears it', async () => {
      const page = await pages.open(size, zhang);
      await pages.goto(page, '/my');
      await page.waitForURL(/\/my\/message$/);
      const nav = page.getByRole('navigation', { name: '个人中心导航' });
      await expect
        .poll(() => nav.getByRole('link').allInnerTexts())
        .toEqual(['我的消息', '我的活动', '我的组织', '我的企业', '我的校友卡', '捐赠记录', '返校记录', '隐私政策', '账号设置']);
      await expect(page.getByTestId('personal-who').innerText()).resolves.toContain('校友卡已认证');

      const messages = page.getByTestId('message');
      await messages.first().waitFor();
      const unreadBefore = await page.locator('[data-testid="message"][data-read="false"]').count();
      expect(unreadBefore).toBeGreaterThan(0);
      await expect.poll(() => badge(page, size)).toBe(unreadBefore);
      // Unread first.
      await expect(messages.first().getAttribute('data-read')).resolves.toBe('false');

      // The opened message stays where it is (read, open) while the list is on screen.
      const title = await messages.first().locator('.message__title').innerText();
      await messages.first().getByRole('button').click();
      await expect.poll(() => badge(page, size)).toBe(unreadBefore - 1);
      await expect(messages.first().locator('.message__title').innerText()).resolves.toBe(title);
      await expect(messages.first().getAttribute('data-read')).resolves.toBe('true');
      await expect(messages.first().locator('.message__body').innerText()).resolves.not.toBe('');

      await page.getByRole('button', { name: '全部标为已读' }).click();
      await expect.poll(() => badge(page, size)).toBe(0);
      await expect.poll(() => page.locator('[data-testid="message"][data-read="false"]').count()).toBe(0);
    });

    it('张明 sees his alumni card from the default template, with a QR code that decodes to its signed verification address, and saves it as a PNG', async () => {
      const page = await pages.open(size, zhang);
      await pages.goto(page, '/my/alumInfo');
      const card = page.getByTestId('alum-card');
      await card.waitFor();
      const text = await card.innerText().catch(() => '');
      const described = await card.locator('desc').textContent();
      for (const part of ['张明', '2012030115', '信息工程学院', '2016 届', 'BJCC-2016-000315']) {
        expect(described).toContain(part);
      }
      expect(text + described).toContain('BJCC-2016-000315');
      await expect(page.getByTestId('card-status').innerText()).resolves.toContain('已认证');
      // The current section's entry is in view (on phones the sections scroll sideways).
      const current = page.getByRole('navigation', { name: '个人中心导航' }).getByRole('link', { name: '我的校友卡' });
      const [entry, list] = [(await current.boundingBox())!, (await page.locator('.personal__nav').boundingBox())!];
      expect(entry.x).toBeGreaterThanOrEqual(list.x - 1);
      expect(entry.x + entry.width).toBeLessThanOrEqual(list.x + list.width + 1);
      // The template's picture and the photo are drawn from data: URLs (so the PNG has them too).
      const hrefs = await card.locator('image').evaluateAll((images) => images.map((i) => i.getAttribute('href') ?? ''));
      expect(hrefs.length).toBe(2);
      for (const href of hrefs) expect(href).toMatch(/^data:image\/svg\+xml;base64,/);

      // The on-screen QR decodes to this site's verification address with the card's signed code; the number is beside it.
      const verifyAddress = new RegExp(
        `^${suite.portal.url.replace(/[.]/g, '\\.')}/card/verify\\?c=\\d+\\.BJCC-2016-000315\\.1\\.[\\w-]{22}$`,
      );
      // Read once, from a picture of the code alone, when the code is drawn and nothing moves (an entrance animation
      // would carry it out of the clip): no decoding of whole-card screenshots again and again.
      const code = card.getByTestId('alum-card-qr');
      await code.waitFor();
      await settled(code);
      const drawn = (await code.boundingBox())!;
      const quiet = 12;
      const clip = { x: drawn.x - quiet, y: drawn.y - quiet, width: drawn.width + 2 * quiet, height: drawn.height + 2 * quiet };
      expect(decodeQr(await page.screenshot({ clip }))).toMatch(verifyAddress);
      expect(await card.getByTestId('alum-card-qr-number').textContent()).toBe('BJCC-2016-000315');
      // No layout shift: the frame holds the card's proportions.
      const box = (await card.boundingBox())!;
      expect(Math.abs(box.width / box.height - 856 / 540)).toBeLessThan(0.01);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('card-save').click()]);
      expect(download.suggestedFilename()).toBe('校友卡-BJCC-2016-000315.png');
      const png = fs.readFileSync((await download.path())!);
      const image = PNG.sync.read(png);
      expect([image.width, image.height]).toEqual([1712, 1080]);
      // The code's square of the saved picture (drawn at twice the card's size), not the whole card: the same reading
      // at a tenth of the work.
      expect(decodeQr(png, qrArea)).toMatch(verifyAddress);
      await expect.poll(() => page.getByTestId('toast').first().innerText()).toContain('校友卡图片已保存');
    });

    it('张明 finds what he did through the services in his records, with the notices in 我的消息', async () => {
      // Arranged through the API as the services' pages send it.
      // An activity 张明 may still join: open, with room, and not one he is already signed up for.
      const activities = await (await fetch(`${suite.portal.url}/api/alumactivity/list?pageNum=1&pageSize=50`)).json();
      const candidates = activities.data.list.filter((a: { signupDeadline: string }) => new Date(a.signupDeadline) > new Date());
      const statuses = (await Promise.all(
        candidates.map((a: { id: number }) => api(zhang, 'GET', `/api/alumactivity/${a.id}/signup-status`)),
      )) as Array<{ signedUp: boolean; remaining: number }>;
      const open: { id: number; title: string } = candidates.find(
        (_: unknown, i: number) => !statuses[i].signedUp && statuses[i].remaining > 0,
      );
      const signup = await fetch(`${suite.portal.url}/api/alumactivity/${open.id}/signup`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokenOf(zhang)}`,
          'content-type': 'application/json',
        },
        body: '{}',
      }).then((r) => r.json());
      expect(signup.code).toBe(0);
      const company = '杭州测试甲软件有限公司';
      await api(zhang, 'POST', '/api/alumcompany/apply', companyApplication(company));

      const page = await pages.open(size, zhang);
      await pages.goto(page, '/my/activity');
      await expect
        .poll(() => page.getByTestId('my-signup').allInnerTexts())
        .toEqual(expect.arrayContaining([expect.stringContaining(open.title)]));
      await pages.goto(page, '/my/alumCompany');
      await expect(page.getByTestId('company-application').first().innerText()).resolves.toContain(company);
      await pages.goto(page, '/my/donation');
      // The layout (and its footer) may be drawn while the section below it still loads.
      await page.getByTestId('donation-record').first().waitFor();
      await expect(page.getByTestId('donation-total-value').innerText()).resolves.toMatch(/\d/);
      await pages.goto(page, '/my/organization');
      await page.getByTestId('org-join-item').first().waitFor();
      await pages.goto(page, '/my/message');
      await page.getByTestId('message').first().waitFor();
      const titles = await page.getByTestId('message').locator('.message__title').allInnerTexts();
      expect(titles).toContain(`企业入驻申请已提交：${company}`);
      expect(titles).toContain(`报名成功：${open.title}`);
    });

    it('张明 reads the privacy policy from the API and manages notices and sees his WeChat binding masked in 账号设置', async () => {
      const page = await pages.open(size, zhang);
      await pages.goto(page, '/my/privacyPolicy');
      const policy = page.getByTestId('privacy-policy');
      await expect(policy.getByRole('heading', { level: 3 }).first().innerText()).resolves.toContain('隐私政策');
      await expect(policy.innerText()).resolves.toContain('我们收集的信息');

      await page.getByRole('navigation', { name: '个人中心导航' }).getByRole('link', { name: '账号设置' }).click();
      await page.waitForURL(/\/my\/accountSettings$/);
      await expect.poll(() => page.getByTestId('wx-openid').innerText()).toBe('dem********ng');
      expect(await page.locator('main').innerText()).not.toContain('demo-zhangming');
      await expect(page.getByTestId('alumni-privacy').isVisible()).resolves.toBe(true);

      const activity = page.getByTestId('notify-activity');
      await activity.waitFor();
      await expect(activity.isChecked()).resolves.toBe(true);
      expect(await clickAndSave(activity, 'PUT', '/api/alumuser/notifySettings')).toBe(200);
      await page.reload();
      await expect.poll(() => page.getByTestId('notify-activity').isChecked()).toBe(false);
      await page.getByTestId('notify-activity').click();
      await expect.poll(async () => (await api(zhang, 'GET', '/api/alumuser/notifySettings')).activity).toBe(true);
    });

    it('陈静 (organisation member) goes from the header’s 个人中心 straight to the member view', async () => {
      // The whole member view is tested at phone size, reached through the drawer.
      const page = await pages.open(size, chen);
      await pages.goto(page, '/');
      await page.getByTestId('personal-centre-header').click();
      await page.waitForURL(/\/my\/message$/);
      await expect(page.getByTestId('personal-who').innerText()).resolves.toContain('组织成员');
      const links = await page.getByRole('navigation', { name: '个人中心导航' }).getByRole('link').allInnerTexts();
      expect(links).not.toContain('我的校友卡');
      expect(links).toHaveLength(8);
    });
  } else {
    it('张明 sees the unread count on the drawer’s 个人中心 entry, and 全部标为已读 clears it', async () => {
      // A notice of his own to read; reading one by one is at desktop size, against the header's badge.
      await api(zhang, 'POST', '/api/alumcompany/apply', companyApplication('杭州测试乙软件有限公司'));
      const page = await pages.open(size, zhang);
      await pages.goto(page, '/my/message');
      await page.getByTestId('message').first().waitFor();
      const unread = await page.locator('[data-testid="message"][data-read="false"]').count();
      expect(unread).toBeGreaterThan(0);
      await expect.poll(() => badge(page, size)).toBe(unread);
      await page.getByRole('button', { name: '全部标为已读' }).click();
      await expect.poll(() => badge(page, size)).toBe(0);
      await expect.poll(() => page.locator('[data-testid="message"][data-read="false"]').count()).toBe(0);
    });

    it('张明’s alumni card keeps its proportions beside the navigation, whose current entry is in view', async () => {
      // The card itself (its QR code, the PNG) is tested at desktop size; on phones the sections scroll sideways.
      const page = await pages.open(size, zhang);
      await pages.goto(page, '/my/alumInfo');
      const card = page.getByTestId('alum-card');
      await card.waitFor();
      const current = page.getByRole('navigation', { name: '个人中心导航' }).getByRole('link', { name: '我的校友卡' });
      const [entry, list] = [(await current.boundingBox())!, (await page.locator('.personal__nav').boundingBox())!];
      expect(entry.x).toBeGreaterThanOrEqual(list.x - 1);
      expect(entry.x + entry.width).toBeLessThanOrEqual(list.x + list.width + 1);
      const box = (await card.boundingBox())!;
      expect(Math.abs(box.width / box.height - 856 / 540)).toBeLessThan(0.01);
    });

    it('张明 cancels an upcoming visit from 返校记录', async () => {
      const visitDate = chinaDate(4);
      const slots = await api(zhang, 'GET', `/api/appointment/slots?date=${visitDate}`);
      await api(zhang, 'POST', '/api/appointment', {
        visitDate,
        slotId: slots[0].id,
        carPlate: '',
        reason: '回母校看望老师',
        visitors: [{ name: '张明', idNumber: '330102199003071230' }],
        idConsent: true,
      });
      const page = await pages.open(size, zhang);
      await pages.goto(page, '/my/returnSchool');
      const card = page.getByTestId('appointment').filter({ hasText: visitDate });
      await expect(card.innerText()).resolves.toContain('待返校');
      await card.getByRole('button', { name: '取消预约' }).click();
      await page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
      await expect.poll(() => card.innerText()).toContain('已取消');
      await expect(card.getByRole('button', { name: '取消预约' }).count()).resolves.toBe(0);
    });

    it('a slow section shows 加载中… in place, and a failing one an error page inside the personal centre', async () => {
      const page = await pages.open(size, zhang);
      await pages.goto(page, '/my/privacyPolicy');
      const slow = await holdRequests(page, '**/api/appointment/my?*');
      await page.route('**/api/donation/my?*', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 500,
            msg: '服务器内部错误',
            data: null,
          }),
        }),
      );
      const nav = page.getByRole('navigation', { name: '个人中心导航' });
      await nav.getByRole('link', { name: '返校记录' }).click();
      await page.getByTestId('route-pending').waitFor();
      await expect(page.getByTestId('route-pending').innerText()).resolves.toContain('加载中');
      slow.release();
      await page.getByTestId('appointment').first().waitFor();
      await expect(page.getByTestId('route-pending').count()).resolves.toBe(0);

      await nav.getByRole('link', { name: '捐赠记录' }).click();
      await page.getByTestId('error-page').waitFor();
      await expect(page.getByTestId('error-page').innerText()).resolves.toContain('返回');
      // The navigation stays, so the user can go on elsewhere.
      await nav.getByRole('link', { name: '隐私政策' }).click();
      await page.getByTestId('privacy-policy').waitFor();
    });

    it('陈静 (organisation member) goes straight in and sees the member view, without an alumni card', async () => {
      const page = await pages.open(size, chen);
      await pages.goto(page, '/');
      await page.getByTestId('open-drawer').click();
      await page.getByTestId('personal-centre-drawer').click();
      await page.waitForURL(/\/my\/message$/);
      // The drawer closes as it navigates; until then the page behind it is hidden from the accessibility tree.
      await page.getByTestId('mobile-drawer').waitFor({ state: 'hidden' });
      await expect.poll(() => page.locator('#root').getAttribute('aria-hidden')).toBeNull();
      await expect(page.getByTestId('personal-who').innerText()).resolves.toContain('组织成员');
      await expect.poll(() => page.getByTestId('personal-org').innerText()).toBe('滨江城市学院上海校友会');
      const links = await page.getByRole('navigation', { name: '个人中心导航' }).getByRole('link').allInnerTexts();
      expect(links).not.toContain('我的校友卡');
      expect(links).toHaveLength(8);

      await pages.goto(page, '/my/alumInfo');
      await expect(page.getByTestId('card-members-only').innerText()).resolves.toContain('组织成员');
      await pages.goto(page, '/my/accountSettings');
      await page.getByTestId('notify-settings').waitFor();
      await expect(page.getByTestId('alumni-privacy').count()).resolves.toBe(0);
      await expect.poll(() => page.getByTestId('wx-openid').innerText()).toBe('dem********ng');
    });
  }
});

// 下载我的数据, in 账号设置.
// 张明's seeded campus visit (server/db/seed/appointment.ts).
const BOOKING_REASON = '毕业十周年回母校参观校史馆，与班主任座谈';

// The panel is the same at both sizes: the download at one, the refusals at the other. What the ZIP holds in full is
// tested in tests/server/data-export.test.ts.
describe('下载我的数据', () => {
  it('张明 downloads his data from 账号设置: a ZIP whose JSON and page hold his name and his booking (desktop)', async () => {
    const size: ViewportName = 'desktop';
    const page = await suite.open(size, zhang);
    await suite.goto(page, '/my/accountSettings');
    const panel = page.getByTestId('data-export');
    await panel.getByRole('heading', { name: '下载我的数据' }).waitFor();
    const button = page.getByTestId('data-export-button');
    await button.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `/tmp/data-export-${size}.png`, { fullPage: true });

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
    const page = await suite.open('phone', zhang);
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
