// Pledges that are never paid, and how donors appear in public (issue 48): an unpaid pledge expires after
// PLEDGE_EXPIRY_HOURS (已过期: not payable, not counted in 认捐); each donor in a project's 捐赠名单 as they chose
// (公开姓名 / 仅显示届别 / 匿名, the amount hidden for 匿名), which they may change in 我的捐赠.
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig, startProblem } from '../../server/config/index.ts';
import { runPledgeExpiry } from '../../server/jobs/pledge-expiry.ts';
import { serverSuite, staffToken } from '../helpers/server.ts';

const suite = serverSuite({ zhang: 'demo-zhangming', li: 'demo-lihua' });
const { tokens } = suite;
let reviewer: string;
beforeAll(async () => {
  reviewer = await staffToken(suite.server, 'reviewer');
});

const confirmPay = (orderNo: string) =>
  suite.server.app.inject({
    method: 'POST',
    url: '/dev/pay/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ orderNo }).toString(),
  });
const pledge = async (token: string, body: object) => {
  const res = await suite.inject(token, 'POST', '/api/donation/pledge', { message: '', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; orderNo: string };
};
const mine = async (token: string, id: number) => (await suite.inject(token, 'GET', `/api/donation/${id}`)).json().data;
const projectTotals = async (projectId: number) =>
  (await suite.inject(reviewer, 'GET', `/api/admin/donations?projectId=${projectId}`)).json().data.totals as {
    pledged: number;
    paid: number;
  };
const donors = async (projectId: number) =>
  (await suite.inject(null, 'GET', `/api/donation/projects/${projectId}/donors?pageSize=50`)).json().data.list as Array<{
    name: string;
    amount: number | null;
  }>;

describe('an unpaid pledge', () => {
  it('expires after PLEDGE_EXPIRY_HOURS: 已过期, no longer payable or cancellable, and no longer counted in 认捐', async () => {
    const before = await projectTotals(4);
    const old = await pledge(tokens.zhang, { projectId: 4, amount: 4321 });
    const fresh = await pledge(tokens.zhang, { projectId: 4, amount: 1234 });
    expect((await projectTotals(4)).pledged).toBe(before.pledged + 4321 + 1234);
    await suite.server.db.query(`update donation set created_at = now() - interval '49 hours' where id = $1`, [old.id]);

    expect(await runPledgeExpiry(suite.server.db, suite.server.config.pledgeExpiryHours)).toBe(1);
    expect(await mine(tokens.zhang, old.id)).toMatchObject({ status: 'expired', payUrl: null });
    expect((await mine(tokens.zhang, fresh.id)).status).toBe('awaiting_payment');
    // 认捐 counts what still stands; the ledger says 已过期.
    expect((await projectTotals(4)).pledged).toBe(before.pledged + 1234);
    const ledger = (await suite.inject(reviewer, 'GET', '/api/admin/donations?status=expired')).json().data;
    expect(ledger.list.map((e: { id: number }) => e.id)).toContain(old.id);

    const cancel = await suite.inject(tokens.zhang, 'POST', `/api/donation/${old.id}/cancel`);
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().msg).toBe('该捐赠已过期');
    const paid = await confirmPay(old.orderNo);
    expect(paid.statusCode).toBe(400);
    expect(paid.body).toContain('该订单已过期');
    // The same pledge may be made anew.
    await pledge(tokens.zhang, { projectId: 4, amount: 4321 });
    expect(await runPledgeExpiry(suite.server.db, suite.server.config.pledgeExpiryHours)).toBe(0);
  });

  it('PLEDGE_EXPIRY_HOURS is 48 unless set, and a bad value stops the server', () => {
    expect(readConfig({}).pledgeExpiryHours).toBe(48);
    expect(readConfig({ PLEDGE_EXPIRY_HOURS: '2' }).pledgeExpiryHours).toBe(2);
    for (const bad of ['0', '1.5', 'abc', '721'])
      expect(startProblem(readConfig({ PLEDGE_EXPIRY_HOURS: bad })), bad).toContain('PLEDGE_EXPIRY_HOURS');
  });
});

describe("a project's 捐赠名单", () => {
  it('shows each donor as they chose: the name, their class, or 匿名 without the amount', async () => {
    const named = await pledge(tokens.li, { projectId: 3, amount: 301, publicDisplay: 'name' });
    const byClass = await pledge(tokens.li, { projectId: 3, amount: 302, publicDisplay: 'class' });
    const hidden = await pledge(tokens.zhang, { projectId: 3, amount: 303, publicDisplay: 'anonymous' });
    const unsaid = await pledge(tokens.zhang, { projectId: 3, amount: 304 });
    for (const p of [named, byClass, hidden, unsaid]) expect((await confirmPay(p.orderNo)).statusCode).toBe(302);
    const [li] = await suite.server.db.query<{ year: number }>(`select graduation_year as year from app_user where name = '李华'`);
    const list = await donors(3);
    expect(list.slice(0, 4)).toMatchObject([
      // Not said: 匿名, the safest.
      { name: '匿名', amount: null },
      { name: '匿名', amount: null },
      { name: `${li.year} 届校友`, amount: 302 },
      { name: '李华', amount: 301 },
    ]);
    expect(list.some((d) => d.amount === 303 || d.amount === 304)).toBe(false);
    const detail = (await suite.inject(null, 'GET', '/api/donation/projects/3')).json().data;
    expect(detail.recentDonors.slice(0, 4)).toEqual(list.slice(0, 4));
    expect(await mine(tokens.li, named.id)).toMatchObject({ publicDisplay: 'name', anonymous: false });
    expect(await mine(tokens.zhang, unsaid.id)).toMatchObject({ publicDisplay: 'anonymous', anonymous: true });
  });

  it('changes when the donor changes their choice in 我的捐赠; only their own gift, and only a known choice', async () => {
    const gift = await pledge(tokens.zhang, { projectId: 5, amount: 505, publicDisplay: 'anonymous' });
    expect((await confirmPay(gift.orderNo)).statusCode).toBe(302);
    expect((await donors(5))[0]).toMatchObject({ name: '匿名', amount: null });

    const changed = await suite.inject(tokens.zhang, 'PUT', `/api/donation/${gift.id}/display`, { publicDisplay: 'name' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: gift.id, publicDisplay: 'name' });
    expect((await donors(5))[0]).toMatchObject({ name: '张明', amount: 505 });

    expect((await suite.inject(tokens.li, 'PUT', `/api/donation/${gift.id}/display`, { publicDisplay: 'anonymous' })).statusCode).toBe(404);
    expect((await suite.inject(null, 'PUT', `/api/donation/${gift.id}/display`, { publicDisplay: 'anonymous' })).statusCode).toBe(401);
    const bad = await suite.inject(tokens.zhang, 'PUT', `/api/donation/${gift.id}/display`, { publicDisplay: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, data: { field: 'publicDisplay' } });
    expect((await donors(5))[0]).toMatchObject({ name: '张明', amount: 505 });
  });

  it('a pledge with a choice not offered is refused, naming the field', async () => {
    const res = await suite.inject(tokens.zhang, 'POST', '/api/donation/pledge', { projectId: 2, amount: 10, publicDisplay: 'all' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: { field: 'publicDisplay' } });
  });
});
