import { describe, expect, it } from 'vitest';
import { serverSuite, startTestServer } from '../helpers/server.ts';

const suite = serverSuite({ zhang: 'demo-zhangming', li: 'demo-lihua' });
const { tokens } = suite;

const api = (token: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  suite.inject(token, method, url, payload);

const confirmPay = (orderNo: string) =>
  suite.server.app.inject({
    method: 'POST',
    url: '/dev/pay/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ orderNo }).toString(),
  });

async function project(id: number) {
  return (await api(null, 'GET', `/api/donation/projects/${id}`)).json().data;
}

describe('donation projects', () => {
  it('lists the five seeded projects with what the ledger has raised for each', async () => {
    const res = await api(null, 'GET', '/api/donation/projects');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toHaveLength(5);
    for (const p of list) {
      expect(p.cover).toMatch(/^\/media\/cover-\d\d\.svg$/);
      // The demo's ledger holds one paid gift (张明's 1000 元 to the first); public-figures.test.ts recomputes them all.
      expect(p.raisedAmount).toBeGreaterThanOrEqual(0);
      expect(p.raisedAmount).toBeLessThan(p.targetAmount);
    }
    expect(list.map((p: { title: string }) => p.title).join()).toMatch(/奖学金.*|图书馆/);
  });

  it('answers 404 for a missing project', async () => {
    const res = await api(null, 'GET', '/api/donation/projects/9999');
    expect(res.statusCode).toBe(404);
  });
});

describe('pledging and paying', () => {
  it('needs a login', async () => {
    for (const [method, url] of [
      ['POST', '/api/donation/pledge'],
      ['GET', '/api/donation/my'],
      ['POST', '/api/donation/1/cancel'],
      ['GET', '/api/alumorganization/my'],
      ['POST', '/api/alumorganization/1/join'],
      ['DELETE', '/api/alumorganization/join/1'],
    ] as const) {
      const res = await api(null, method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode, url).toBe(401);
    }
  });

  it.each([
    [{ projectId: 1, amount: 0 }, 'amount'],
    [{ projectId: 1, amount: 1_000_001 }, 'amount'],
    [{ projectId: 1, amount: 12.5 }, 'amount'],
    [{ projectId: 1, amount: 'abc' }, 'amount'],
    [{ projectId: 1 }, 'amount'],
    [{ projectId: 1, amount: 100, message: '好'.repeat(201) }, 'message'],
    [{ projectId: 9999, amount: 100 }, 'projectId'],
    [{ amount: 100 }, 'projectId'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const res = await api(tokens.zhang, 'POST', '/api/donation/pledge', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe(field);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('pledges, pays once through the stand-in, and grows the project', async () => {
    const before = await project(1);
    const myBefore = (await api(tokens.zhang, 'GET', '/api/donation/my')).json().data;
    const res = await api(tokens.zhang, 'POST', '/api/donation/pledge', {
      projectId: 1,
      amount: 500,
      anonymous: true,
      message: '  祝母校越来越好  ',
    });
    expect(res.statusCode).toBe(200);
    const { id, orderNo, payUrl } = res.json().data;
    expect(payUrl).toBe(`/dev/pay?orderNo=${orderNo}`);

    const mine = (await api(tokens.zhang, 'GET', `/api/donation/${id}`)).json().data;
    expect(mine).toMatchObject({ status: 'awaiting_payment', amount: 500, anonymous: true, message: '祝母校越来越好', payUrl });

    const pay = await suite.server.app.inject({ method: 'GET', url: payUrl });
    expect(pay.statusCode).toBe(200);
    expect(pay.body).toContain('<title>模拟支付</title>');
    expect(pay.body).toContain('这是开发与演示环境的支付模拟页面，正式环境接入学校的支付服务');
    expect(pay.body).toContain(before.title);
    expect(pay.body).toContain('500 元');
    expect(pay.body).toContain('确认支付');

    const first = await confirmPay(orderNo);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`/my/donation?paid=${orderNo}`);
    const second = await confirmPay(orderNo);
    expect(second.statusCode).toBe(302);

    const after = await project(1);
    expect(after.raisedAmount).toBe(before.raisedAmount + 500);
    expect(after.donorCount).toBe(before.donorCount + 1);
    expect(after.recentDonors[0]).toMatchObject({ name: '匿名', amount: null });

    const myAfter = (await api(tokens.zhang, 'GET', '/api/donation/my')).json().data;
    expect(myAfter.totalPaid).toBe(myBefore.totalPaid + 500);
    expect(myAfter.list[0]).toMatchObject({ id, status: 'paid', projectTitle: before.title, payUrl: null });
    expect(myAfter.list[0].paidAt).toBeTruthy();

    // A paid donation cannot be cancelled.
    const cancel = await api(tokens.zhang, 'POST', `/api/donation/${id}/cancel`);
    expect(cancel.statusCode).toBe(400);
  });

  it("keeps a donation its owner's: another user can neither see nor cancel it", async () => {
    const { id, orderNo } = (await api(tokens.zhang, 'POST', '/api/donation/pledge', { projectId: 2, amount: 100 })).json().data;
    expect((await api(tokens.li, 'GET', `/api/donation/${id}`)).statusCode).toBe(404);
    expect((await api(tokens.li, 'POST', `/api/donation/${id}/cancel`)).statusCode).toBe(404);
    const liMine = (await api(tokens.li, 'GET', '/api/donation/my')).json().data;
    expect(liMine.list.some((d: { id: number }) => d.id === id)).toBe(false);

    const cancel = await api(tokens.zhang, 'POST', `/api/donation/${id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect((await api(tokens.zhang, 'GET', `/api/donation/${id}`)).json().data.status).toBe('cancelled');
    // A cancelled order cannot be paid.
    const raised = (await project(2)).raisedAmount;
    expect((await confirmPay(orderNo)).statusCode).toBe(400);
    expect((await project(2)).raisedAmount).toBe(raised);
    expect((await api(tokens.zhang, 'POST', `/api/donation/${id}/cancel`)).statusCode).toBe(400);
  });

  it('has no payment stand-in when the stand-in is off', async () => {
    const off = await startTestServer({ loginStandin: false });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/dev/pay?orderNo=D20260906101500A1B2C3D4' })).statusCode).toBe(404);
      expect(
        (await off.app.inject({ method: 'POST', url: '/dev/pay/confirm', payload: { orderNo: 'D20260906101500A1B2C3D4' } })).statusCode,
      ).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('organisation join requests', () => {
  it("shows 张明's seeded membership and pending request", async () => {
    const list = (await api(tokens.zhang, 'GET', '/api/alumorganization/my')).json().data;
    expect(
      list.some((r: { organizationName: string; status: string }) => r.organizationName.includes('杭州校友会') && r.status === 'approved'),
    ).toBe(true);
    expect(list.some((r: { status: string }) => r.status === 'pending')).toBe(true);
  });

  it('validates the reason with 400 naming the field', async () => {
    for (const payload of [{}, { reason: '太短' }, { reason: '长'.repeat(201) }]) {
      const res = await api(tokens.li, 'POST', '/api/alumorganization/3/join', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.field).toBe('reason');
    }
    expect((await api(tokens.li, 'POST', '/api/alumorganization/9999/join', { reason: '希望加入组织参与活动' })).statusCode).toBe(404);
  });

  it('creates one pending request, refuses duplicates and members, and cancels only its own', async () => {
    const orgs = (await api(null, 'GET', '/api/alumorganization/list?pageSize=50')).json().data.list as Array<{ id: number; name: string }>;
    const hangzhou = orgs.find((o) => o.name.includes('杭州校友会'))!;
    const beijing = orgs.find((o) => o.name.includes('北京校友会'))!;

    const member = await api(tokens.zhang, 'POST', `/api/alumorganization/${hangzhou.id}/join`, { reason: '希望再次加入杭州校友会' });
    expect(member.statusCode).toBe(400);
    expect(member.json().data.field).toBe('reason');
    expect((await api(tokens.zhang, 'GET', `/api/alumorganization/${hangzhou.id}/membership`)).json().data.status).toBe('member');

    const created = await api(tokens.li, 'POST', `/api/alumorganization/${beijing.id}/join`, {
      reason: '  在北京实习，希望认识在京校友  ',
    });
    expect(created.statusCode).toBe(200);
    const requestId = created.json().data.id;
    const duplicate = await api(tokens.li, 'POST', `/api/alumorganization/${beijing.id}/join`, { reason: '再次申请加入北京校友会' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().msg).toContain('等待审核');
    expect((await api(tokens.li, 'GET', `/api/alumorganization/${beijing.id}/membership`)).json().data).toEqual({
      status: 'pending',
      requestId,
    });

    const mine = (await api(tokens.li, 'GET', '/api/alumorganization/my')).json().data;
    expect(mine[0]).toMatchObject({
      id: requestId,
      organizationName: beijing.name,
      status: 'pending',
      reason: '在北京实习，希望认识在京校友',
    });
    expect((await api(tokens.zhang, 'GET', '/api/alumorganization/my')).json().data.some((r: { id: number }) => r.id === requestId)).toBe(
      false,
    );

    expect((await api(tokens.zhang, 'DELETE', `/api/alumorganization/join/${requestId}`)).statusCode).toBe(404);
    expect((await api(tokens.li, 'DELETE', `/api/alumorganization/join/${requestId}`)).statusCode).toBe(200);
    expect((await api(tokens.li, 'DELETE', `/api/alumorganization/join/${requestId}`)).statusCode).toBe(404);
    expect((await api(tokens.li, 'GET', `/api/alumorganization/${beijing.id}/membership`)).json().data.status).toBe('none');
    // Once withdrawn, a new request is possible.
    expect(
      (await api(tokens.li, 'POST', `/api/alumorganization/${beijing.id}/join`, { reason: '在北京实习，希望认识在京校友' })).statusCode,
    ).toBe(200);

    // An approved membership cannot be withdrawn as a request.
    const approved = (await api(tokens.zhang, 'GET', '/api/alumorganization/my'))
      .json()
      .data.find((r: { status: string }) => r.status === 'approved');
    expect((await api(tokens.zhang, 'DELETE', `/api/alumorganization/join/${approved.id}`)).statusCode).toBe(400);
  });
});

describe('捐赠名单', () => {
  const pledge = async (token: string, amount: number, anonymous: boolean, pay: boolean) => {
    const res = await api(token, 'POST', '/api/donation/pledge', { projectId: 2, amount, anonymous, message: '' });
    expect(res.statusCode, res.body).toBe(200);
    if (pay) expect((await confirmPay(res.json().data.orderNo)).statusCode).toBe(302);
  };
  const donors = async (query = '') => (await api(null, 'GET', `/api/donation/projects/2/donors${query}`)).json().data;

  it('lists the paid donations latest first, named donors by name and anonymous ones as 匿名, in pages', async () => {
    const before = await donors('?pageSize=50');
    await pledge(tokens.li, 300, false, true);
    await pledge(tokens.zhang, 800, true, true);
    await pledge(tokens.zhang, 900, false, false); // never paid: not in the list
    const { list, total, pageNum, pageSize } = await donors('?pageSize=50');
    expect(total).toBe(before.total + 2);
    expect({ pageNum, pageSize }).toEqual({ pageNum: 1, pageSize: 50 });
    expect(list.slice(0, 2)).toMatchObject([
      { name: '匿名', amount: null },
      { name: '李华', amount: 300 },
    ]);
    expect(list.map((d: { amount: number }) => d.amount)).not.toContain(900);
    expect(list.some((d: { name: string; amount: number }) => d.name === '张明' && d.amount === 800)).toBe(false);

    const first = await donors('?pageNum=1&pageSize=1');
    const second = await donors('?pageNum=2&pageSize=1');
    expect(first.list).toEqual([list[0]]);
    expect(second.list).toEqual([list[1]]);
  });

  it('answers 404 for a missing or hidden project and 400 naming the field for a bad page', async () => {
    expect((await api(null, 'GET', '/api/donation/projects/9999/donors')).statusCode).toBe(404);
    await suite.server.db.query("update donation_project set publish_state = 'draft' where id = 5");
    const hidden = await api(null, 'GET', '/api/donation/projects/5/donors');
    await suite.server.db.query("update donation_project set publish_state = 'published' where id = 5");
    expect(hidden.statusCode).toBe(404);
    for (const [query, field] of [
      ['pageSize=0', 'pageSize'],
      ['pageSize=51', 'pageSize'],
      ['pageNum=abc', 'pageNum'],
    ]) {
      const res = await api(null, 'GET', `/api/donation/projects/2/donors?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: { field } });
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
