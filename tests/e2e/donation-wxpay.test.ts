import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeWxpay } from '../helpers/fake-wxpay.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';
import { appSettled, e2eSuite } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// 捐赠 through WeChat Pay (issue 33), the portal configured against the fake WeChat Pay: 扫码支付 at a desktop, WeChat's
// payment page on a phone, and a payment whose notification was lost, finished by asking WeChat.
const fake = await startFakeWxpay();
// The college mini-program at the fake WeChat (sign-in stays the stand-in's): the pledge page in WeChat's browser opens
// it with a URL Link.
const wechat = await startFakeWechat();
const { WX_API_BASE, WX_MP_APPID, WX_MP_SECRET } = wechat.env('miniprogram');
const suite = e2eSuite({ env: { ...fake.env('{portal}/api/donation/wxpay/notify'), WX_API_BASE, WX_MP_APPID, WX_MP_SECRET } });
afterAll(async () => {
  await fake.close();
  await wechat.close();
});

const yuanText = (text: string) => Number(text.replace(/[^\d]/g, ''));
/** What the first project listed (the one pledged to here) has raised. */
const raised = async () => {
  const list = await fetch(`${suite.portal.url}/api/donation/projects`);
  return ((await list.json()) as { data: Array<{ raisedAmount: number }> }).data[0].raisedAmount;
};
/** A phone's own browser, as WeChat Pay's H5 payment wants it; inside WeChat, WeChat's browser. */
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WECHAT_BROWSER = `${PHONE_BROWSER} MicroMessenger/8.0.50.2701(0x28003253) NetType/WIFI Language/zh_CN`;
/** The newest WeChat order of this kind, as WeChat holds it. */
const newestOrder = (kind: 'native' | 'h5') => [...fake.orders.values()].filter((o) => o.kind === kind).at(-1)!;

/** 张明 pledges `amount` to the first project and lands on the pledge's page. */
async function pledge(size: ViewportName, amount: 100 | 500, userAgent?: string): Promise<Page> {
  const page = await suite.open(size, '张明', userAgent ? { userAgent } : {});
  await suite.goto(page, '/services/donate');
  await page.getByTestId('donation-project').first().getByTestId('donation-open').click();
  await page.getByTestId(`donation-preset-${amount}`).click();
  await page.getByTestId('donation-submit').click();
  await page.waitForURL(/\/my\/donation\/\d+$/);
  await page.getByTestId('pledge-page').waitFor();
  await expect(page.getByTestId('pledge-amount').innerText()).resolves.toBe(`${amount} 元`);
  return page;
}

describe('paying a pledge through WeChat Pay', () => {
  it('desktop: 扫码支付 shows the order’s QR code and turns to the thanks when WeChat says it is paid; the total moves', async () => {
    const before = await raised();
    const page = await pledge('desktop', 500);
    const qr = page.getByTestId('pledge-qr');
    await qr.waitFor();
    const order = newestOrder('native');
    await expect(qr.getAttribute('data-code')).resolves.toBe(order.codeUrl);
    expect(order.totalFen).toBe(50000);
    // The donor scans and pays; WeChat tells the portal, and the page follows.
    expect(await fake.pay(order.outTradeNo)).toBe(204);
    await page.getByTestId('pledge-thanks').waitFor();
    await expect(page.getByTestId('pledge-status').innerText()).resolves.toBe('已支付');
    expect(await raised()).toBe(before + 500);

    await page.getByRole('link', { name: '查看我的捐赠记录' }).click();
    const record = page.getByTestId('donation-record').first();
    await expect(record.getByTestId('donation-badge').innerText()).resolves.toBe('已支付');
    // The office's ledger has it as arrived.
    const console = await suite.openConsole('desktop', 'reviewer');
    await console.goto(`${suite.portal.url}/admin/donations/`);
    const row = console.getByTestId('ledger-row').filter({ hasText: order.outTradeNo.slice(0, 23) });
    await expect.poll(() => row.innerText()).toContain('已到账');
  });

  it('desktop: with the notification lost, 我已完成支付 asks WeChat and finishes it; the total moves', async () => {
    const before = await raised();
    const page = await pledge('desktop', 100);
    await page.getByTestId('pledge-qr').waitFor();
    const order = newestOrder('native');
    expect(await fake.pay(order.outTradeNo, { notify: false })).toBeNull();
    await page.getByTestId('pledge-check').click();
    await page.getByTestId('pledge-thanks').waitFor();
    expect(
      fake.requests.some((r) => r.method === 'GET' && r.path.startsWith(`/v3/pay/transactions/out-trade-no/${order.outTradeNo}`)),
    ).toBe(true);
    expect(await raised()).toBe(before + 100);
  });

  it("phone: WeChat's payment page, and back on the pledge's page with the thanks", async () => {
    const before = await raised();
    const page = await pledge('phone', 100, PHONE_BROWSER);
    await page.getByTestId('pledge-h5-go').click();
    await page.waitForURL((url) => url.href.startsWith(`${fake.url}/h5pay`));
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/\/my\/donation\/\d+\?back=1$/);
    await page.getByTestId('pledge-thanks').waitFor();
    expect(yuanText(await page.getByTestId('pledge-amount').innerText())).toBe(100);
    expect(await raised()).toBe(before + 100);
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);

    // Inside WeChat the page sends the donor to the mini-program's 我的捐赠, which pays by JSAPI (issue 48): in WeChat's
    // browser a button that opens it at this pledge, and below it its code to long-press, with 我的捐赠 and the order
    // named.
    const inWechat = await pledge('phone', 500, WECHAT_BROWSER);
    const orderNo = (await inWechat.locator('.donation-record__order').innerText()).trim();
    const told = await inWechat.getByTestId('pledge-in-wechat').innerText();
    expect(told).toContain('请在学校小程序中完成支付');
    expect(told).toContain('“我的捐赠”');
    expect(told).toContain(orderNo);
    const code = inWechat.getByTestId('pledge-mp-code');
    await expect.poll(() => code.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await inWechat.getByTestId('pledge-qr').count()).toBe(0);
    // 打开小程序支付: the browser goes to WeChat's URL Link for this pledge, which WeChat opens as the mini-program (here
    // caught before it leaves the machine).
    const id = Number(/\/my\/donation\/(\d+)$/.exec(inWechat.url())![1]);
    await inWechat.route('https://wxaurl.cn/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<title>WeChat</title><p>opening the mini-program</p>' }),
    );
    await inWechat.getByRole('button', { name: '打开小程序支付' }).click();
    await inWechat.waitForURL(/^https:\/\/wxaurl\.cn\//);
    expect(wechat.linkTarget(inWechat.url())).toMatchObject({ kind: 'link', path: 'pages/donations/index', query: `id=${id}` });
  });

  it('in the mini-program’s web-view: the pledge page opens the mini-program’s 我的捐赠 at this pledge', async () => {
    const page = await suite.open('phone', '张明', { userAgent: `${WECHAT_BROWSER} miniProgram` });
    // The JS-SDK's bridge, as WeChat's web-view gives it: where the page asks the mini-program to go.
    await page.addInitScript(() => {
      const w = window as unknown as { wx: unknown; __mpNavigated: string[] };
      w.__mpNavigated = [];
      w.wx = { miniProgram: { navigateTo: ({ url }: { url: string }) => w.__mpNavigated.push(url) } };
    });
    await suite.goto(page, '/services/donate');
    await page.getByTestId('donation-project').first().getByTestId('donation-open').click();
    // An amount no other test here pledges: one pledge a project and amount awaits payment at a time.
    await page.getByTestId('donation-preset-1000').click();
    await page.getByTestId('donation-submit').click();
    await page.waitForURL(/\/my\/donation\/\d+$/);
    const id = Number(/\/my\/donation\/(\d+)$/.exec(page.url())![1]);
    await page.getByTestId('pledge-open-mp').click();
    await expect(page.evaluate(() => (window as unknown as { __mpNavigated: string[] }).__mpNavigated)).resolves.toEqual([
      `/pages/donations/index?id=${id}`,
    ]);
  });

  it("phone: with the notification lost, the return from WeChat's page asks WeChat and finishes it; the ledger has it", async () => {
    const before = await raised();
    const page = await pledge('phone', 100, PHONE_BROWSER);
    await page.getByTestId('pledge-h5-go').click();
    await page.waitForURL((url) => url.href.startsWith(`${fake.url}/h5pay`));
    const order = newestOrder('h5');
    fake.loseNextCashierNotification();
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/\/my\/donation\/\d+\?back=1$/);
    await page.getByTestId('pledge-thanks').waitFor();
    expect(fake.notifications.some((n) => n.outTradeNo === order.outTradeNo)).toBe(false);
    expect(
      fake.requests.some((r) => r.method === 'GET' && r.path.startsWith(`/v3/pay/transactions/out-trade-no/${order.outTradeNo}`)),
    ).toBe(true);
    expect(await raised()).toBe(before + 100);
    // The office's ledger, read on a phone, has it as arrived.
    const console = await suite.openConsole('phone', 'reviewer');
    await console.goto(`${suite.portal.url}/admin/donations/`);
    const row = console.getByTestId('ledger-row').filter({ hasText: order.outTradeNo.slice(0, 23) });
    await expect.poll(() => row.innerText()).toContain('已到账');
  });

  it('phone: the 提示 dialog, seen once on this device, does not come back over 捐赠订单 and its 前往微信支付 (issue 48)', async () => {
    // The device's own record of the dialog decides on every page this tab loads (no test shortcut), and this phone's
    // local storage is full: it refuses every write, as a browser does at its quota (or with site data blocked).
    const page = await suite.open('phone', '张明', { userAgent: PHONE_BROWSER, hint: true });
    await page.addInitScript(() => {
      const write = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.localStorage) throw new DOMException('full', 'QuotaExceededError');
        write.call(this, key, value);
      };
    });
    await page.goto(suite.portal.url + '/');
    const hint = page.getByTestId('mobile-hint');
    await hint.getByRole('button', { name: '我知道了' }).click();
    await hint.waitFor({ state: 'detached' });
    // pledge → 捐赠订单 (a page load of its own) → 去支付: the dialog comes on none of them.
    await suite.goto(page, '/services/donate');
    await appSettled(page);
    expect(await hint.count()).toBe(0);
    await page.getByTestId('donation-project').first().getByTestId('donation-open').click();
    await page.getByTestId('donation-preset-100').click();
    await page.getByTestId('donation-submit').click();
    await page.waitForURL(/\/my\/donation\/\d+$/);
    await page.getByTestId('pledge-page').waitFor();
    await appSettled(page);
    expect(await hint.count()).toBe(0);
    await page.getByTestId('pledge-h5-go').click();
    await page.waitForURL((url) => url.href.startsWith(`${fake.url}/h5pay`));
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/\/my\/donation\/\d+\?back=1$/);
    await page.getByTestId('pledge-thanks').waitFor();
    // Nor on the portal's first page again, in this tab or a second one.
    await suite.goto(page, '/');
    await appSettled(page);
    expect(await hint.count()).toBe(0);
    const other = await page.context().newPage();
    await other.goto(suite.portal.url + '/');
    await appSettled(other);
    expect(await other.getByTestId('mobile-hint').count()).toBe(0);
  });
});
