import { beforeAll, describe, expect, it } from 'vitest';
import { pendingCounts } from '../../server/repositories/queue-counts.ts';
import { REVIEW_QUEUES } from '../../src/shared/admin/queues.ts';
import { serverSuite, staffToken, type DemoStaff } from '../helpers/server.ts';

// The console's home figures, per role: each part only for those who may see it (null, not zero, for the rest).
const suite = serverSuite();
const tokens = {} as Record<DemoStaff, string>;
let orgId: number;

beforeAll(async () => {
  for (const who of ['admin', 'editor', 'reviewer', 'orgadmin'] as const) tokens[who] = await staffToken(suite.server, who);
  orgId = (await suite.server.db.query<{ id: number }>("select organization_id as id from staff_account where account = 'orgadmin'"))[0].id;
  const db = suite.server.db;
  const [user] = await db.query<{ id: number }>("select id from app_user where name = '李华'");
  const [project] = await db.query<{ id: number }>('select id from donation_project order by id limit 1');
  // This month: one paid (400) and one awaiting (250); today: a booked visit of 3 and a cancelled one.
  await db.query(
    `insert into donation (project_id, user_id, amount, status, order_no, created_at, paid_at) values
       ($1, $2, 400, 'paid', 'DDASH0001', now(), now()), ($1, $2, 250, 'awaiting_payment', 'DDASH0002', now(), null)`,
    [project.id, user.id],
  );
  const [slot] = await db.query<{ id: number }>('select id from visit_slot order by id limit 1');
  await db.query(
    `insert into appointment (user_id, visit_date, slot_id, visitor_count, reason, status) values
       ($1, (now() at time zone 'Asia/Shanghai')::date, $2, 3, '返校参观', 'booked'),
       ($1, (now() at time zone 'Asia/Shanghai')::date, $2, 2, '返校参观', 'cancelled')`,
    [user.id, slot.id],
  );
});

const dashboard = async (who: DemoStaff) => {
  const res = await suite.inject(tokens[who], 'GET', '/api/admin/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('the dashboard', () => {
  it('gives 管理员 every part', async () => {
    const d = await dashboard('admin');
    const counts = await pendingCounts(suite.server.db);
    expect(d.pending).toEqual(REVIEW_QUEUES.map((queue) => ({ queue, count: counts[queue] })));
    expect(d.pending.find((p: { queue: string }) => p.queue === 'cards').count).toBeGreaterThan(0);
    expect(d.visits).toMatchObject({ bookings: 1, visitors: 3 });
    expect(d.donations).toMatchObject({ pledged: 650, paid: 400, donors: 1, count: 2 });
    expect(d.notices).toEqual({ sentThisMonth: 0, recipientsThisMonth: 0 });
    expect(d.trend.weeks).toHaveLength(12);
    expect(new Date(`${d.trend.weeks[0]}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(d.trend.donations.at(-1)).toBe(400);
    expect(d.trend.signups).toHaveLength(12);
  });

  it('gives 审核员 the queues, visits, donations and the chart, but no notices data', async () => {
    const d = await dashboard('reviewer');
    expect(d.pending).toHaveLength(REVIEW_QUEUES.length);
    expect(d.visits).not.toBeNull();
    expect(d.donations).not.toBeNull();
    expect(d.notices).toBeNull();
    expect(d.trend.donations).toHaveLength(12);
  });

  it('gives 内容编辑 visits, notices and sign-ups, no queues and no money', async () => {
    const sent = await suite.inject(tokens.editor, 'POST', '/api/admin/notices', {
      audience: 'year',
      graduationYear: 2016,
      title: '仪表盘测试通知',
      content: '正文内容',
    });
    expect(sent.statusCode).toBe(200);
    const d = await dashboard('editor');
    expect(d.pending).toBeNull();
    expect(d.donations).toBeNull();
    expect(d.visits).toMatchObject({ bookings: 1 });
    expect(d.notices).toEqual({ sentThisMonth: 1, recipientsThisMonth: sent.json().data.recipientCount });
    expect(d.trend.signups).toHaveLength(12);
    expect(d.trend.donations).toBeNull();
  });

  it('gives 组织管理员 only the join requests of their organisation', async () => {
    const d = await dashboard('orgadmin');
    const own = (await pendingCounts(suite.server.db, orgId)).joins;
    expect(d.pending).toEqual([{ queue: 'joins', count: own }]);
    expect(own).toBeLessThan((await pendingCounts(suite.server.db)).joins + 1);
    expect(d.visits).toBeNull();
    expect(d.donations).toBeNull();
    expect(d.notices).toBeNull();
    expect(d.trend).toBeNull();
  });

  it('answers 401 without a staff token, and 400 naming a parameter it does not take', async () => {
    expect((await suite.inject(null, 'GET', '/api/admin/dashboard')).statusCode).toBe(401);
    const res = await suite.inject(tokens.admin, 'GET', '/api/admin/dashboard?x=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('x');
  });
});
