import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeUnreadAlert, e2eSuite, keepScreenshot } from '../helpers/e2e.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';
import { asWechatPhone, startMpH5, type MpH5Server } from '../helpers/mp-h5.ts';

// The web login's QR code confirmed in the college mini-program (issue 34): the portal runs LOGIN_MODE=miniprogram
// against the fake WeChat, as production does; the mini-program is its H5 build on a phone-sized page, whose wx.login is
// answered with codes the fake accepts. The web page shows the ticket, the phone opens 登录确认 with it as `scene`.
// QR codes live 15 s here: long enough for a busy machine to scan and confirm, short enough to watch one expire.
const fake = await startFakeWechat();
const suite = e2eSuite({ env: fake.env('miniprogram', { LOGIN_TICKET_SECONDS: '15', WX_TIMEOUT_MS: '3000', LOGIN_STANDIN: 'false' }) });
let mp: MpH5Server;
beforeAll(async () => {
  mp = await startMpH5(suite.portal.url);
});
afterAll(async () => {
  await mp?.stop();
  await fake.close();
});

const zhangming = { openid: 'demo-zhangming', unionid: 'union-zhangming' };
const lihua = { openid: 'demo-lihua' };

/** The web browser at the login QR page (from 登录 on `from`): answers the page and the ticket its code shows. */
async function webQr(from: string) {
  const web = await suite.open('desktop');
  await suite.goto(web, from);
  await web.getByTestId('login-header').click();
  await web.waitForURL(/\/login\/qr\?/);
  const qr = web.getByTestId('qr');
  await expect.poll(() => qr.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const ticket = (await qr.getAttribute('data-ticket'))!;
  // What the phone reads from the code: the scene the server asked WeChat to draw.
  expect(fake.lastScene()).toBe(ticket);
  return { web, ticket, status: () => web.getByTestId('qr-status').innerText() };
}

/** A phone signed into WeChat as `identity`, with the mini-program opened at 登录确认 for `ticket`. */
async function phoneConfirming(identity: { openid: string; unionid?: string }, ticket: string): Promise<Page> {
  const phone = await suite.open('phone');
  await asWechatPhone(phone, () => fake.mpCode(identity));
  await phone.goto(`${mp.url}/pages/login/confirm?scene=${encodeURIComponent(ticket)}`);
  return phone;
}

describe('登录确认 in the mini-program (H5 build)', () => {
  it('confirms the web QR page’s ticket, and the web browser lands signed in', async () => {
    const { web, ticket, status } = await webQr('/article/collegeNews');
    await expect(status()).resolves.toBe('请使用微信扫码');
    const phone = await phoneConfirming(zhangming, ticket);

    const ask = phone.getByTestId('login-ask');
    await expect(ask.getByRole('heading').innerText()).resolves.toBe('网页登录确认');
    await keepScreenshot(phone, '/tmp/mp-login-phone.png');
    // Opening the page marked the code scanned: the web page says so before anything is tapped.
    await expect.poll(status).toBe('已扫码，请在手机上确认');
    await expect(phone.getByRole('button', { name: '取消' }).isVisible()).resolves.toBe(true);
    await phone.getByRole('button', { name: '确认登录' }).click();

    await expect(phone.getByTestId('login-result').getByRole('heading').innerText()).resolves.toBe('已确认登录，请回到网页');
    await web.waitForURL(suite.portal.url + '/article/collegeNews');
    await closeUnreadAlert(web);
    await expect(web.getByTestId('greeting').innerText()).resolves.toBe('您好，张明');
  });

  it('取消 says 已取消登录 on the phone and on the web page', async () => {
    const { ticket, status } = await webQr('/');
    const phone = await phoneConfirming(lihua, ticket);
    await phone.getByTestId('login-ask').waitFor();
    await expect.poll(status).toBe('已扫码，请在手机上确认');
    await phone.getByRole('button', { name: '取消' }).click();

    await expect(phone.getByTestId('login-result').getByRole('heading').innerText()).resolves.toBe('已取消登录');
    await expect.poll(status).toBe('已取消登录，请刷新后重新扫码');
  });

  it('an expired code says so on the web page and in the mini-program, which offers nothing to confirm', async () => {
    const { ticket, status } = await webQr('/');
    await expect.poll(status, { timeout: 30_000 }).toBe('二维码已失效');
    const phone = await phoneConfirming(zhangming, ticket);

    const result = phone.getByTestId('login-result');
    await expect(result.innerText()).resolves.toContain('二维码已失效，请在网页上刷新后重新扫码');
    await expect(phone.getByRole('button', { name: '确认登录' }).count()).resolves.toBe(0);
    await expect(status()).resolves.toBe('二维码已失效');
  });

  it('no network: 网络异常，请稍后重试 with 重试, which then asks; a session the server dropped (401) is renewed once', async () => {
    const { ticket, status } = await webQr('/');
    const phone = await suite.open('phone');
    await asWechatPhone(phone, () => fake.mpCode(lihua));
    const sessions: string[] = [];
    phone.on('request', (r) => void (new URL(r.url()).pathname === '/api/mp/session' && sessions.push(r.url())));
    await phone.route('**/api/mp/session', (route) => route.abort('internetdisconnected'));
    await phone.goto(`${mp.url}/pages/login/confirm?scene=${ticket}`);
    const problem = phone.getByTestId('network-error');
    await expect(problem.getByRole('heading').innerText()).resolves.toBe('网络异常，请稍后重试');
    await phone.unroute('**/api/mp/session');

    // The server answers the scan 401 once (its session lapsed): the page starts a new session and scans again.
    await phone.route(
      '**/api/mp/qr/*/scan',
      (route) => route.fulfill({ status: 401, json: { code: 401, msg: '小程序会话已过期，请重新进入小程序', data: null } }),
      { times: 1 },
    );
    await problem.getByRole('button', { name: '重试' }).click();
    await phone.getByTestId('login-ask').waitFor();
    await expect.poll(status).toBe('已扫码，请在手机上确认');
    expect(sessions).toHaveLength(3);
  });

  it('without WeChat (no adapter) the page says 请在微信中打开', async () => {
    const phone = await suite.open('phone');
    await phone.goto(`${mp.url}/pages/login/confirm?scene=AAAAAAAAAAAAAAAAAAAAAAAA`);
    await expect(phone.getByTestId('open-in-wechat').getByRole('heading').innerText()).resolves.toBe('请在微信中打开');
  });
});
