import { afterAll, describe, expect, it } from 'vitest';
import { closeUnreadAlert, e2eSuite } from '../helpers/e2e.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';

// LOGIN_MODE=qrconnect against the fake WeChat: 登录 goes to WeChat's website QR connect, which (in the fake) is
// scanned at once by the identity the test chose and comes back to /wxMpQrCodeRedirect with a code and the state.
const fake = await startFakeWechat();
const suite = e2eSuite({ env: fake.env('qrconnect') });
afterAll(() => fake.close());

describe('LOGIN_MODE=qrconnect', () => {
  it('signs in by unionid: the same person from another openid of the same unionid', async () => {
    const page = await suite.open('desktop');
    await suite.goto(page, '/article/collegeNews');
    // First sight of 张明's openid-only account: it gains the unionid.
    fake.connectAs({ openid: 'demo-zhangming', unionid: 'union-zhangming' });
    const wechat = page.waitForRequest((r) => r.url().startsWith(fake.url + '/connect/qrconnect'));
    await page.getByTestId('login-header').click();
    const asked = new URL((await wechat).url());
    expect(asked.searchParams.get('appid')).toBe('wx-fake-open');
    expect(asked.searchParams.get('scope')).toBe('snsapi_login');
    expect(new URL(asked.searchParams.get('redirect_uri')!).pathname).toBe('/wxMpQrCodeRedirect');
    await page.waitForURL(suite.portal.url + '/article/collegeNews');
    await closeUnreadAlert(page);
    await expect(page.getByTestId('greeting').innerText()).resolves.toBe('您好，张明');
    await page.getByTestId('logout-header').click();
    await page.getByTestId('login-header').waitFor();

    // Another WeChat app's openid, the same unionid: 张明 again.
    fake.connectAs({ openid: 'web-openid-zhangming', unionid: 'union-zhangming' });
    await page.getByTestId('login-header').click();
    await page.getByTestId('greeting').waitFor();
    await closeUnreadAlert(page);
    await expect(page.getByTestId('greeting').innerText()).resolves.toBe('您好，张明');
  });

  it('an unknown unionid is told to register in the mini-program (10005); a WeChat failure says why and 重试 works', async () => {
    const page = await suite.open('desktop');
    await suite.goto(page, '/');
    fake.connectAs({ openid: 'web-stranger', unionid: 'union-stranger' });
    await page.getByTestId('login-header').click();
    const problem = page.getByTestId('login-problem');
    await problem.waitFor();
    await expect(problem.getAttribute('data-outcome')).resolves.toBe('unbound');
    await expect(problem.innerText()).resolves.toContain('该微信账号尚未绑定校友身份');

    await suite.goto(page, '/');
    fake.fail('oauth2', 45011);
    fake.connectAs({ openid: 'demo-lihua', unionid: 'union-lihua' });
    await page.getByTestId('login-header').click();
    await expect.poll(() => problem.getAttribute('data-outcome')).toBe('wechat');
    await expect(problem.innerText()).resolves.toContain('操作过于频繁，请稍后重试');
    await problem.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => page.getByTestId('greeting').innerText()).toBe('您好，李华');
  });
});
