import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite, keepScreenshot } from '../helpers/e2e.ts';
import { FAKE_MP, startFakeWechat } from '../helpers/fake-wechat.ts';
import { startFakeWxpay } from '../helpers/fake-wxpay.ts';
import { signInOverHttp } from '../helpers/http-session.ts';
import { asWechatPhone, startMpH5, type MpH5Server } from '../helpers/mp-h5.ts';

// 我的捐赠 in the college mini-program (issue 48; its H5 build, wx.login answered by the fake WeChat): a pledge made on
// the portal is listed with its state and 去支付; paying orders a JSAPI payment for the payer's openid under the
// mini-program (the merchant bound to the mini-program, as the README asks), WeChat's cashier (wx.requestPayment,
// answered by the fake WeChat Pay, which checks the signature and the AppID) takes it, and the gift shows 已支付.
const wechat = await startFakeWechat();
const wxpay = await startFakeWxpay({ appid: FAKE_MP.appid, payers: (appid, openid) => wechat.gaveOpenid(appid, openid) });
const suite = e2eSuite({
  env: { ...wechat.env('miniprogram', { WX_TIMEOUT_MS: '3000' }), ...wxpay.env('{portal}/api/donation/wxpay/notify') },
});
let mp: MpH5Server;
beforeAll(async () => {
  mp = await startMpH5(suite.portal.url);
});
afterAll(async () => {
  await mp?.stop();
  await wxpay.close();
  await wechat.close();
});

const zhangming = { openid: 'demo-zhangming' };

/** 张明 pledges `amount` yuan to the first project on the portal; answers the pledge. */
async function pledge(amount: number): Promise<{ id: number; orderNo: string }> {
  const token = await signInOverHttp(suite.portal.url, zhangming.openid);
  const answer = await fetch(`${suite.portal.url}/api/donation/pledge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ projectId: 1, amount, anonymous: false, message: '' }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { id: number; orderNo: string } }).data;
}

describe('我的捐赠 in the mini-program (H5 build)', () => {
  it('lists the pledge awaiting payment, pays it through WeChat’s cashier for the mini-program openid, and shows it paid', async () => {
    const mine = await pledge(188);
    const phone = await suite.open('phone');
    const paid: string[] = [];
    await asWechatPhone(
      phone,
      () => wechat.mpCode(zhangming),
      undefined,
      async (payment) => {
        paid.push(payment.package);
        // The mini-program is the one the order was made under: WeChat checks paySign against its AppID.
        return wxpay.requestPayment(FAKE_MP.appid, payment);
      },
    );
    await phone.goto(`${mp.url}/pages/index/index`);
    await phone.getByRole('button', { name: '我的捐赠' }).click();
    const row = phone.locator(`[data-testid="donation"][data-id="${mine.id}"]`);
    await expect(row.getByTestId('donation-state').innerText()).resolves.toBe('188 元 · 待支付');
    await expect(row.innerText()).resolves.toContain(mine.orderNo);
    await keepScreenshot(phone, '/tmp/mp-donations-phone.png', { fullPage: true });

    await row.getByRole('button', { name: '去支付' }).click();
    await expect(phone.getByTestId('donations-notice').innerText()).resolves.toBe('支付成功，感谢您的捐赠！');
    // The notice shows as the check answers; the list is asked again after it.
    await expect.poll(() => row.getByTestId('donation-state').innerText()).toBe('188 元 · 已支付');
    expect(await row.getByRole('button', { name: '去支付' }).count()).toBe(0);

    // One JSAPI order, for the payer's openid under the mini-program, paid once.
    const orders = [...wxpay.orders.values()].filter((o) => o.attach === String(mine.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ kind: 'jsapi', openid: zhangming.openid, totalFen: 18800, state: 'SUCCESS' });
    expect(paid).toEqual([`prepay_id=${orders[0].prepayId}`]);
  });
});
