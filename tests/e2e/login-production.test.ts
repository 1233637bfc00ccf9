import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeUnreadAlert, e2eSuite } from '../helpers/e2e.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';

// LOGIN_MODE=miniprogram against the fake WeChat, without the stand-ins, as production runs: the portal's 登录 opens the
// server's QR page, a simulated phone (the mini-program's API, called from here) scans and confirms. QR codes live 8 s
// here, so expiry is seen quickly.
const fake = await startFakeWechat();
const suite = e2eSuite({ env: fake.env('miniprogram', { LOGIN_TICKET_SECONDS: '8', WX_TIMEOUT_MS: '1500', LOGIN_STANDIN: 'false' }) });
afterAll(() => fake.close());

/** The college mini-program on a phone, signed into WeChat as `identity`. */
async function phone(identity: { openid: string; unionid?: string }) {
  const api = (path: string, body: unknown, token?: string) =>
    fetch(suite.portal.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ code: number; msg: string; data: { token: string } }>);
  const { data } = await api('/api/mp/session', { jsCode: fake.mpCode(identity) });
  return (ticket: string, event: 'scan' | 'confirm' | 'cancel') => api(`/api/mp/qr/${ticket}/${event}`, {}, data.token);
}

/** Waits for the QR page's code image to be drawn; answers the ticket it shows (what a phone reads from it). */
async function shownTicket(page: Page) {
  await page.waitForURL(/\/login\/qr\?/);
  await expect(page.title()).resolves.toBe('微信扫码登录');
  const qr = page.getByTestId('qr');
  await expect.poll(() => qr.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const ticket = (await qr.getAttribute('data-ticket'))!;
  expect(fake.lastScene()).toBe(ticket);
  return ticket;
}
const status = (page: Page) => page.getByTestId('qr-status');
/** A phone's own browser: the QR page offers the mini-program itself. */
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('LOGIN_MODE=miniprogram', () => {
  it('desktop: 登录 shows the code, the phone scans and confirms, the browser lands signed in; no replay, no other browser', async () => {
    const page = await suite.open('desktop');
    await suite.goto(page, '/article/collegeNews');
    const redirects: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname === '/wxMpQrCodeRedirect' && redirects.push(r.url())));
    await page.getByTestId('login-header').click();
    const ticket = await shownTicket(page);
    await expect(status(page).innerText()).resolves.toBe('请使用微信扫码');

    const zhangming = await phone({ openid: 'demo-zhangming', unionid: 'union-zhangming' });
    expect((await zhangming(ticket, 'scan')).code).toBe(0);
    await expect.poll(() => status(page).innerText()).toBe('已扫码，请在手机上确认');
    // Another browser that learns the ticket (from the code on screen) cannot take the sign-in.
    const other = await suite.open('desktop');
    await other.goto(page.url());
    await shownTicket(other);
    const stolen = await other.evaluate(
      (t) =>
        fetch('/login/qr/poll', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ticket: t }),
        }).then((r) => r.json()),
      ticket,
    );
    expect(stolen).toEqual({ status: 'other-browser', message: '该二维码不属于当前浏览器，请刷新后重新扫码' });

    expect((await zhangming(ticket, 'confirm')).code).toBe(0);
    await page.waitForURL(suite.portal.url + '/article/collegeNews');
    await closeUnreadAlert(page);
    await expect(page.getByTestId('greeting').innerText()).resolves.toBe('您好，张明');

    // Replays: the used ticket, and the one-time code the browser was given.
    expect((await zhangming(ticket, 'scan')).code).toBe(10022);
    const back = new URL(redirects[0]);
    const again = await fetch(suite.portal.url + '/api/login/wxMpQrCodeLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: back.searchParams.get('code'), state: back.searchParams.get('state') }),
    }).then((r) => r.json());
    expect(again.code).toBe(10022);
  });

  it('phone: 登录 in the drawer, then 打开微信小程序登录 hands over to WeChat; the QR page, left in its tab, lands signed in (issue 48)', async () => {
    const page = await suite.open('phone', undefined, { userAgent: PHONE_UA });
    await suite.goto(page, '/article/collegeNews');
    await page.getByTestId('open-drawer').click();
    await page.getByTestId('login-drawer').click();
    await page.getByTestId('dialog-alert').getByRole('button', { name: '打开小程序登录' }).click();
    const ticket = await shownTicket(page);
    const open = page.getByTestId('qr-open-mp');
    await expect(open.innerText()).resolves.toBe('打开微信小程序登录');
    // The tap: WeChat's URL Scheme of the mini-program's login page with this ticket, which the browser hands to WeChat.
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/login/qr/open');
    await open.click();
    const tap = await answered;
    expect(tap.status()).toBe(302);
    expect(fake.linkTarget(tap.headers().location)).toMatchObject({
      kind: 'scheme',
      path: 'pages/login/confirm',
      query: `scene=${ticket}`,
    });
    // The mini-program, opened on that page with that ticket, confirms; back in the browser, the page goes on.
    const zhangming = await phone({ openid: 'demo-zhangming', unionid: 'union-zhangming' });
    expect((await zhangming(ticket, 'scan')).code).toBe(0);
    expect((await zhangming(ticket, 'confirm')).code).toBe(0);
    await page.waitForURL(suite.portal.url + '/article/collegeNews');
    await closeUnreadAlert(page);
    await page.getByTestId('open-drawer').click();
    await expect(page.getByTestId('greeting-drawer').innerText()).resolves.toBe('您好，张明');
  });

  it('phone: cancel on the phone, then expiry: 二维码已失效 and 刷新 brings a new code', async () => {
    // A phone's portal sends people to the mini-program itself; the QR page is opened as a link shared to a phone.
    const page = await suite.open('phone');
    const back = encodeURIComponent(`${suite.portal.url}/wxMpQrCodeRedirect?redirect_url=%2F`);
    await page.goto(`${suite.portal.url}/login/qr?redirect_uri=${back}&state=AbCdE12345`);
    const first = await shownTicket(page);
    const lihua = await phone({ openid: 'demo-lihua' });
    await lihua(first, 'scan');
    expect((await lihua(first, 'cancel')).code).toBe(0);
    await expect.poll(() => status(page).innerText()).toBe('已取消登录，请刷新后重新扫码');
    await page.getByRole('link', { name: '刷新' }).click();
    const second = await shownTicket(page);
    expect(second).not.toBe(first);
    await expect.poll(() => status(page).innerText(), { timeout: 15_000 }).toBe('二维码已失效');
    await expect(page.getByRole('link', { name: '刷新' }).isVisible()).resolves.toBe(true);
    expect((await lihua(second, 'scan')).code).toBe(10022);
    await page.getByRole('link', { name: '刷新' }).click();
    await shownTicket(page);
    await expect(status(page).innerText()).resolves.toBe('请使用微信扫码');
  });

  it('WeChat failing to draw the code: each error in Chinese with 重试, which then shows the code', async () => {
    const page = await suite.open('desktop');
    await suite.goto(page, '/');
    fake.fail('getwxacodeunlimit', 45011, -1, 'down', 'slow');
    await page.getByTestId('login-header').click();
    for (const message of [
      '操作过于频繁，请稍后重试',
      '微信系统繁忙，请稍后重试',
      '暂时无法连接微信服务，请稍后重试',
      '微信服务响应超时，请稍后重试',
    ]) {
      await expect(page.getByTestId('qr-problem').innerText()).resolves.toBe(message);
      await page.getByRole('link', { name: '重试' }).click();
    }
    await shownTicket(page);
  });
});

// This start has no WeChat Pay merchant configured and, without the stand-ins, no payment stand-in either (issue 33): 捐赠 gives the
// office's bank transfer details (站点设置 › 银行转账) instead of a payment that cannot happen.
describe('捐赠 without WeChat Pay', () => {
  it('desktop: 我要捐赠 shows how to give by bank transfer, and says online payment is not open', async () => {
    const page = await suite.open('desktop');
    await suite.goto(page, '/');
    await page.getByTestId('login-header').click();
    const ticket = await shownTicket(page);
    const zhangming = await phone({ openid: 'demo-zhangming', unionid: 'union-zhangming' });
    await zhangming(ticket, 'scan');
    expect((await zhangming(ticket, 'confirm')).code).toBe(0);
    await page.waitForURL(suite.portal.url + '/');
    await closeUnreadAlert(page);
    await suite.goto(page, '/services/donate');
    await page.getByTestId('donation-project').first().getByTestId('donation-open').click();
    const dialog = page.getByTestId('donation-dialog');
    const transfer = dialog.getByTestId('donation-transfer');
    await transfer.waitFor();
    const text = await transfer.innerText();
    for (const fact of [
      '在线支付暂未开通',
      '开户名称',
      '滨江城市学院教育基金会',
      '中国工商银行滨江学院路支行',
      '1202 0211 0900 1234 567',
      '捐赠＋您的姓名＋项目名称',
    ])
      expect(text).toContain(fact);
    // Nothing to pay: no amount to choose, no 去支付.
    await expect(dialog.getByTestId('donation-submit').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
