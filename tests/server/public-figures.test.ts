import { describe, expect, it } from 'vitest';
import { daySalt } from '../../server/repositories/news-views.ts';
import { PROVINCES, provinceOf } from '../../src/shared/provinces.ts';
import { serverSuite, staffToken } from '../helpers/server.ts';

// The public figures are what the data says, recomputed here from the rows themselves (not through the server's own
// expressions): the donation ledger, the alumni, the organisations' members, and the views counted.
const suite = serverSuite({ zhang: 'demo-zhangming', li: 'demo-lihua' });
const { tokens } = suite;
const db = () => suite.server.db;

const confirmPay = (orderNo: string) =>
  suite.server.app.inject({
    method: 'POST',
    url: '/dev/pay/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ orderNo }).toString(),
  });

interface ProjectFigures {
  id: number;
  raisedAmount: number;
  donorCount: number;
}
const publicProjects = async (): Promise<ProjectFigures[]> => (await suite.inject(null, 'GET', '/api/donation/projects')).json().data;

/** Each project's paid total and paid gifts (人次), straight from the ledger. */
async function ledgerFigures() {
  const rows = await db().query<{ id: number; raised: number; gifts: number }>(
    `select p.id, coalesce(sum(d.amount) filter (where d.status = 'paid'), 0)::int as raised,
            count(d.id) filter (where d.status = 'paid')::int as gifts
       from donation_project p left join donation d on d.project_id = p.id group by p.id`,
  );
  return new Map(rows.map((r) => [r.id, { raisedAmount: r.raised, donorCount: r.gifts }]));
}

describe("a fresh demo's public figures are the data's", () => {
  it("each donation project's 已筹 and donor count are its paid ledger rows", async () => {
    const ledger = await ledgerFigures();
    const projects = await publicProjects();
    expect(projects.length).toBeGreaterThan(0);
    const editor = await staffToken(suite.server, 'editor');
    for (const p of projects) {
      expect({ id: p.id, raisedAmount: p.raisedAmount, donorCount: p.donorCount }).toEqual({ id: p.id, ...ledger.get(p.id) });
      const detail = (await suite.inject(null, 'GET', `/api/donation/projects/${p.id}`)).json().data;
      expect([detail.raisedAmount, detail.donorCount]).toEqual([p.raisedAmount, p.donorCount]);
      const record = (await suite.inject(editor, 'GET', `/api/admin/content/donation-projects/${p.id}`)).json().data;
      expect([record.raisedAmount, record.donorCount]).toEqual([p.raisedAmount, p.donorCount]);
    }
  });

  it('each 校友地图 count is the verified alumni whose city lies in the province', async () => {
    const alumni = await db().query<{ city: string }>(
      `select city from app_user where user_type = 'alumni' and card_status = 'verified' and not disabled and show_city`,
    );
    const expected = new Map<string, number>(PROVINCES.map((p) => [p, 0]));
    for (const { city } of alumni) {
      const province = provinceOf(city);
      if (province) expected.set(province, expected.get(province)! + 1);
    }
    expect([...expected.values()].some((n) => n > 0)).toBe(true);
    const res = await suite.inject(tokens.zhang, 'GET', '/api/alummap/provinces');
    expect(res.statusCode).toBe(200);
    const answered = res.json().data as Array<{ province: string; alumniCount: number }>;
    expect(new Map(answered.map((r) => [r.province, r.alumniCount]))).toEqual(expected);
    // Most first, as the map's table lists them.
    const counts = answered.map((r) => r.alumniCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("each organisation's 会员人数 is its approved members, in the portal and in the console", async () => {
    const members = new Map(
      (
        await db().query<{ id: number; members: number }>(
          `select o.id, count(u.id)::int as members from organization o
             left join org_join_request r on r.organization_id = o.id and r.status = 'approved'
             left join app_user u on u.id = r.user_id and not u.disabled
            group by o.id`,
        )
      ).map((r) => [r.id, r.members]),
    );
    const list = (await suite.inject(null, 'GET', '/api/alumorganization/list?pageSize=50')).json().data.list as Array<{
      id: number;
      memberCount: number;
    }>;
    expect(list.length).toBeGreaterThan(0);
    const editor = await staffToken(suite.server, 'editor');
    for (const o of list) {
      expect([o.id, o.memberCount]).toEqual([o.id, members.get(o.id)]);
      const detail = (await suite.inject(tokens.zhang, 'GET', `/api/alumorganization/${o.id}`)).json().data;
      expect(detail.memberCount).toBe(o.memberCount);
      const record = (await suite.inject(editor, 'GET', `/api/admin/content/organizations/${o.id}`)).json().data;
      expect(record.memberCount).toBe(o.memberCount);
    }
    expect([...members.values()].some((n) => n > 0)).toBe(true);
  });
});

describe('the figures follow the data', () => {
  it('a gift confirmed in the ledger moves the total and the count; a cancelled pledge moves nothing', async () => {
    const before = (await publicProjects()).find((p) => p.id === 3)!;
    const pledge = async (amount: number) =>
      (await suite.inject(tokens.li, 'POST', '/api/donation/pledge', { projectId: 3, amount })).json().data as {
        id: number;
        orderNo: string;
      };
    const paid = await pledge(800);
    const cancelled = await pledge(5000);
    await pledge(300); // left awaiting payment
    expect((await suite.inject(tokens.li, 'POST', `/api/donation/${cancelled.id}/cancel`)).statusCode).toBe(200);
    expect((await confirmPay(paid.orderNo)).statusCode).toBe(302);
    // A payment recorded by other means (a bank transfer entered in the ledger) counts the same.
    await db().query(
      `insert into donation (project_id, user_id, amount, status, order_no, paid_at)
       select 3, id, 1200, 'paid', 'D20261126120000BANK0001', now() from app_user where name = '张明'`,
    );
    const after = (await publicProjects()).find((p) => p.id === 3)!;
    expect(after.raisedAmount - before.raisedAmount).toBe(2000);
    expect(after.donorCount - before.donorCount).toBe(2);
    expect({ raisedAmount: after.raisedAmount, donorCount: after.donorCount }).toEqual((await ledgerFigures()).get(3));
  });

  it('an approved join request adds a member to 会员人数', async () => {
    const count = async (id: number) =>
      (
        (await suite.inject(null, 'GET', '/api/alumorganization/list?pageSize=50')).json().data.list as Array<{
          id: number;
          memberCount: number;
        }>
      ).find((o) => o.id === id)!.memberCount;
    const [org] = await db().query<{ id: number }>("select id from organization where name like '%北京校友会%'");
    const before = await count(org.id);
    const applied = await suite.inject(tokens.li, 'POST', `/api/alumorganization/${org.id}/join`, {
      reason: '在北京工作，希望认识在京校友',
    });
    expect(applied.statusCode).toBe(200);
    expect(await count(org.id)).toBe(before);
    const reviewer = await staffToken(suite.server, 'reviewer');
    const approved = await suite.server.app.inject({
      method: 'POST',
      url: `/api/admin/review/joins/${applied.json().data.id}/decision`,
      headers: { authorization: `Bearer ${reviewer}` },
      payload: { action: 'approve', reason: '欢迎！' },
    });
    expect(approved.statusCode).toBe(200);
    expect(await count(org.id)).toBe(before + 1);
  });

  it('a verified alumnus in a new city shows on the map; one who hides the city does not', async () => {
    const tibet = async () =>
      (
        (await suite.inject(tokens.zhang, 'GET', '/api/alummap/provinces')).json().data as Array<{ province: string; alumniCount: number }>
      ).find((r) => r.province === '西藏')!.alumniCount;
    const before = await tibet();
    const [user] = await db().query<{ id: number; city: string }>("select id, city from app_user where name = '李华'");
    await db().query("update app_user set city = '拉萨' where id = $1", [user.id]);
    expect(await tibet()).toBe(before + 1);
    await db().query('update app_user set show_city = false where id = $1', [user.id]);
    expect(await tibet()).toBe(before);
    await db().query('update app_user set city = $2, show_city = true where id = $1', [user.id, user.city]);
  });
});

describe('浏览: one view per visitor, article and day', () => {
  const view = (id: number, visitor: { ip: string; ua: string }) =>
    suite.server.app.inject({
      method: 'POST',
      url: `/api/alumnews/${id}/view`,
      remoteAddress: visitor.ip,
      headers: { 'user-agent': visitor.ua },
    });
  const shown = async (id: number) => (await suite.inject(null, 'GET', `/api/alumnews/${id}`)).json().data.views as number;

  it('counts a visitor once a day, another visitor again, and stores neither address nor browser', async () => {
    const [{ id }] = (await suite.inject(null, 'GET', '/api/alumnews/list?pageNum=1&pageSize=1')).json().data.list;
    const start = await shown(id);
    const a = { ip: '203.0.113.7', ua: 'Mozilla/5.0 (iPhone) 测试A' };
    const b = { ip: '203.0.113.8', ua: 'Mozilla/5.0 (Windows) 测试B' };
    const first = await view(id, a);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 0, data: { views: start + 1 } });
    expect((await view(id, a)).json().data.views).toBe(start + 1);
    // The same address with another browser is another visitor (a household, an office behind one address).
    expect((await view(id, { ip: a.ip, ua: b.ua })).json().data.views).toBe(start + 2);
    expect((await view(id, b)).json().data.views).toBe(start + 3);
    expect((await db().query<{ views: number }>('select views from news where id = $1', [id]))[0].views).toBe(start + 3);

    const stored = await db().query<{ visitor: string }>('select visitor from news_view where news_id = $1', [id]);
    expect(stored).toHaveLength(3);
    for (const { visitor } of stored) {
      expect(visitor).toMatch(/^[\w-]{22}$/);
      for (const raw of [a.ip, b.ip, a.ua, b.ua]) expect(visitor).not.toContain(raw);
    }
  });

  it('answers 404 for an article that is not public, and counts nothing', async () => {
    const res = await view(999_999, { ip: '203.0.113.9', ua: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await db().query('select 1 from news_view where news_id = 999999')).length).toBe(0);
  });

  it("a new day's first view forgets the past days' visitors and salts", async () => {
    await db().query("insert into view_salt (day, salt) values ('2026-01-01', 'old') on conflict do nothing");
    const [{ id }] = await db().query<{ id: number }>('select id from news order by id limit 1');
    await db().query("insert into news_view (day, news_id, visitor) values ('2026-01-01', $1, 'someone-yesterday')", [id]);
    expect(await daySalt(db(), '2026-01-02', 'fresh')).toBe('fresh');
    expect(await daySalt(db(), '2026-01-02', 'other')).toBe('fresh');
    expect(await db().query("select 1 from news_view where day < '2026-01-02'")).toEqual([]);
    expect(await db().query("select day from view_salt where day < '2026-01-02'")).toEqual([]);
  });
});
