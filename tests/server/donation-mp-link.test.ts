// Paying a pledge from WeChat's browser (issue 48): the pledge page asks for a URL Link that opens the mini-program's
// 我的捐赠 at the pledge, against the fake WeChat (which checks the token, the page, the query, the expiry and the
// quota). Only the donor's own unpaid pledge gets one; each pledge keeps its link for the day it lives.
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config/index.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';
import { signInThroughStandin, startTestServer } from '../helpers/server.ts';

const fake = await startFakeWechat();
const wechat = readConfig(fake.env('miniprogram')).wechat;
// The stand-in takes the pledges' payment here (no merchant), the mini-program is configured against the fake.
const server = await startTestServer({ loginStandin: true, wechat });
// The demo as it ships: no mini-program configured.
const demo = await startTestServer({ loginStandin: true });
afterAll(async () => {
  await server.close();
  await demo.close();
  await fake.close();
});
const token = await signInThroughStandin(server, 'demo-zhangming');
const other = await signInThroughStandin(server, 'demo-lihua');

const call = async (url: string, as?: string, on = server, payload?: object) => {
  const res = await on.app.inject({ method: 'POST', url, headers: as ? { authorization: `Bearer ${as}` } : {}, payload: payload ?? {} });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: { url: string; id: number } } };
};
let amount = 300;
/** A new pledge of 张明's (a different amount each: one pledge a project and amount awaits payment at a time). */
const pledge = async (as = token, on = server) => {
  const answer = await call('/api/donation/pledge', as, on, { projectId: 1, amount: amount++, anonymous: false, message: '' });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data.id;
};
const linksMade = () => fake.calls.filter((c) => c.endpoint === 'generate_urllink').length;

describe('POST /api/donation/:id/mp-link', () => {
  it('answers the donor a URL Link to 我的捐赠 at the pledge, made once and kept for two taps', async () => {
    const id = await pledge();
    const before = linksMade();
    const first = await call(`/api/donation/${id}/mp-link`, token);
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data.url).toMatch(/^https:\/\/wxaurl\.cn\//);
    expect(fake.linkTarget(first.body.data.url)).toMatchObject({ kind: 'link', path: 'pages/donations/index', query: `id=${id}` });
    const second = await call(`/api/donation/${id}/mp-link`, token);
    expect(second.body.data.url).toBe(first.body.data.url);
    expect(linksMade()).toBe(before + 1);
  });

  it('makes a new link once the kept one has ended', async () => {
    const id = await pledge();
    const first = await call(`/api/donation/${id}/mp-link`, token);
    await server.db.query("update donation set mp_url_link_until = now() - interval '1 minute' where id = $1", [id]);
    const before = linksMade();
    const again = await call(`/api/donation/${id}/mp-link`, token);
    expect(again.status).toBe(200);
    expect(again.body.data.url).not.toBe(first.body.data.url);
    expect(linksMade()).toBe(before + 1);
  });

  it('is the owner’s only: 404 for another’s pledge, 401 signed out', async () => {
    const id = await pledge();
    const before = linksMade();
    expect((await call(`/api/donation/${id}/mp-link`, other)).status).toBe(404);
    expect((await call(`/api/donation/${id}/mp-link`)).status).toBe(401);
    expect(linksMade()).toBe(before);
  });

  it('refuses a paid or cancelled pledge with a Chinese message', async () => {
    const paid = await pledge();
    await server.db.query("update donation set status = 'paid', paid_at = now() where id = $1", [paid]);
    const answer = await call(`/api/donation/${paid}/mp-link`, token);
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe('该捐赠已支付，无需再次支付');
    const cancelled = await pledge();
    expect((await call(`/api/donation/${cancelled}/cancel`, token)).status).toBe(200);
    const refused = await call(`/api/donation/${cancelled}/mp-link`, token);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('已取消');
  });

  it('answers 502 with WeChat’s failure in Chinese, and keeps nothing', async () => {
    const id = await pledge();
    fake.setLinksLeftToday(0);
    const answer = await call(`/api/donation/${id}/mp-link`, token);
    fake.setLinksLeftToday(500_000);
    expect(answer.status).toBe(502);
    expect(answer.body.msg).toBe('今日从网页打开小程序的次数已达微信上限，请明天再试。请长按识别下方小程序码，在“我的捐赠”中支付');
    fake.fail('generate_urllink', 'down');
    expect((await call(`/api/donation/${id}/mp-link`, token)).body.msg).toContain('暂时无法连接微信服务');
    // Nothing was kept: the next tap makes the link.
    expect((await call(`/api/donation/${id}/mp-link`, token)).status).toBe(200);
  });

  it('answers 409 in Chinese where no mini-program is configured (the stand-in demo)', async () => {
    const zhang = await signInThroughStandin(demo, 'demo-zhangming');
    const id = await pledge(zhang, demo);
    const answer = await call(`/api/donation/${id}/mp-link`, zhang, demo);
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe('本站暂未开通从网页打开学校小程序，请长按识别下方小程序码，在“我的捐赠”中支付');
  });
});
