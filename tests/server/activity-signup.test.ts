import { describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/session.ts';
import { serverSuite } from '../helpers/server.ts';

const suite = serverSuite();

const day = 86400000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function userToken(name: string): Promise<{ id: number; token: string }> {
  let [row] = await suite.server.db.query<{ id: number }>('select id from app_user where name = $1 order by id limit 1', [name]);
  if (!row) {
    [row] = await suite.server.db.query<{ id: number }>(
      "insert into app_user (name, user_type, student_current_status, card_status) values ($1, 'alumni', '07', 'verified') returning id",
      [name],
    );
  }
  return { id: row.id, token: await createSession(suite.server.db, row.id, day) };
}

async function newActivity(opts: { capacity?: number; deadline?: number; start?: number } = {}): Promise<number> {
  const start = opts.start ?? 10 * day;
  const [row] = await suite.server.db.query<{ id: number }>(
    `insert into activity (title, summary, cover, content, place, organizer, start_time, end_time, capacity, signup_deadline, published_at)
     values ('测试活动', '摘要', '/media/cover-01.svg', '<p>内容</p>', '报告厅', '校友会', $1, $2, $3, $4, now()) returning id`,
    [iso(start), iso(start + 3 * 3600000), opts.capacity ?? 50, iso(opts.deadline ?? 5 * day)],
  );
  return row.id;
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  suite.server.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method !== 'GET' ? { payload: (payload ?? {}) as object } : {}),
  });

describe('activity sign-up', () => {
  it('answers public stats without a login, and 401 for personal endpoints', async () => {
    const id = await newActivity({ capacity: 30 });
    const stats = await call('GET', `/api/alumactivity/${id}/stats`);
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data).toEqual({ signedCount: 0, remaining: 30 });
    expect((await call('GET', '/api/alumactivity/999999/stats')).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', `/api/alumactivity/${id}/signup-status`],
      ['POST', `/api/alumactivity/${id}/signup`],
      ['POST', `/api/alumactivity/${id}/signup/cancel`],
      ['GET', '/api/alumactivity/my'],
      ['POST', '/api/alumactivity/propose'],
      ['DELETE', '/api/alumactivity/proposals/1'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('signs up once, refuses a second sign-up, and cancel frees the place', async () => {
    const { token } = await userToken('张明');
    const id = await newActivity({ capacity: 10 });
    const first = await call('POST', `/api/alumactivity/${id}/signup`, token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ signedCount: 1, remaining: 9 });
    const status = await call('GET', `/api/alumactivity/${id}/signup-status`, token);
    expect(status.json().data).toEqual({ signedCount: 1, remaining: 9, signedUp: true, deadlinePassed: false });
    const again = await call('POST', `/api/alumactivity/${id}/signup`, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toContain('重复报名');
    const cancel = await call('POST', `/api/alumactivity/${id}/signup/cancel`, token);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toEqual({ signedCount: 0, remaining: 10 });
    expect((await call('POST', `/api/alumactivity/${id}/signup/cancel`, token)).statusCode).toBe(404);
    // Signing up again after cancelling is allowed.
    expect((await call('POST', `/api/alumactivity/${id}/signup`, token)).statusCode).toBe(200);
    const my = await call('GET', '/api/alumactivity/my', token);
    const mine = my.json().data.signedUp.find((s: { activityId: number }) => s.activityId === id);
    expect(mine).toMatchObject({ status: 'signed', canCancel: true });
  });

  it('refuses after the deadline with 报名已截止', async () => {
    const { token } = await userToken('李华');
    const id = await newActivity({ deadline: -day, start: 2 * day });
    const res = await call('POST', `/api/alumactivity/${id}/signup`, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('报名已截止');
    const status = await call('GET', `/api/alumactivity/${id}/signup-status`, token);
    expect(status.json().data.deadlinePassed).toBe(true);
  });

  it('refuses when full with 名额已满', async () => {
    const id = await newActivity({ capacity: 1 });
    const a = await userToken('测试校友甲');
    const b = await userToken('测试校友乙');
    expect((await call('POST', `/api/alumactivity/${id}/signup`, a.token)).statusCode).toBe(200);
    const full = await call('POST', `/api/alumactivity/${id}/signup`, b.token);
    expect(full.statusCode).toBe(400);
    expect(full.json().msg).toBe('名额已满');
  });

  it('admits exactly two of eight concurrent sign-ups for the last two places', async () => {
    const id = await newActivity({ capacity: 5 });
    const early = await Promise.all([1, 2, 3].map((i) => userToken(`并发校友前${i}`)));
    for (const u of early) expect((await call('POST', `/api/alumactivity/${id}/signup`, u.token)).statusCode).toBe(200);
    const users = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((i) => userToken(`并发校友${i}`)));
    const results = await Promise.all(users.map((u) => call('POST', `/api/alumactivity/${id}/signup`, u.token)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 400)).toHaveLength(6);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json().msg).toBe('名额已满');
    const stats = await call('GET', `/api/alumactivity/${id}/stats`);
    expect(stats.json().data).toEqual({ signedCount: 5, remaining: 0 });
    const [{ n }] = await suite.server.db.query<{ n: number }>(
      "select count(*)::int as n from activity_signup where activity_id = $1 and status = 'signed'",
      [id],
    );
    expect(n).toBe(5);
    // A cancellation frees a place for the next one.
    const winner = users[results.findIndex((r) => r.statusCode === 200)];
    expect((await call('POST', `/api/alumactivity/${id}/signup/cancel`, winner.token)).statusCode).toBe(200);
    const loser = users[results.findIndex((r) => r.statusCode === 400)];
    expect((await call('POST', `/api/alumactivity/${id}/signup`, loser.token)).statusCode).toBe(200);
  });

  it('does not cancel once the activity has started', async () => {
    const u = await userToken('已开始校友');
    const id = await newActivity({ start: -3600000, deadline: -day });
    await suite.server.db.query('insert into activity_signup (activity_id, user_id) values ($1, $2)', [id, u.id]);
    await suite.server.db.query('update activity set signed_count = 1 where id = $1', [id]);
    const res = await call('POST', `/api/alumactivity/${id}/signup/cancel`, u.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('已开始');
  });
});

const valid = () => ({
  title: '2010届经管学院校友返校交流会',
  activityType: 'homecoming',
  startTime: iso(10 * day),
  endTime: iso(10 * day + 4 * 3600000),
  place: '经济管理学院一楼报告厅',
  capacity: 80,
  signupDeadline: iso(7 * day),
  description: '邀请2010届经管学院校友返校，参观学院新实验室，与在校学生座谈职业发展经验，晚间在校内餐厅聚餐。',
  cover: '',
});

describe('activity proposals', () => {
  it('lists seeded activity types and 张明’s seeded records', async () => {
    const { token } = await userToken('张明');
    const labels = (
      await suite.server.db.query<{ dict_label: string }>("select dict_label from sys_dict where dict_type = 'activity_type' order by sort")
    ).map((r) => r.dict_label);
    expect(labels).toEqual(['校友返校', '学术讲座', '行业论坛', '文体活动', '公益活动', '地方校友会活动']);
    const my = (await call('GET', '/api/alumactivity/my', token)).json().data;
    expect(my.proposed.map((p: { status: string }) => p.status)).toEqual(expect.arrayContaining(['submitted', 'approved']));
    expect(my.signedUp.length).toBeGreaterThan(0);
  });

  it('validates single fields and cross-field rules with 400 + field', async () => {
    const { token } = await userToken('张明');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '短' }, 'title'],
      [{ capacity: 3 }, 'capacity'],
      [{ capacity: 3000 }, 'capacity'],
      [{ description: '太短了' }, 'description'],
      [{ activityType: 'party' }, 'activityType'],
      [{ startTime: 'tomorrow' }, 'startTime'],
      // Shaped like a time but not on the calendar: refused as the field's fault, never handed to the database.
      [{ startTime: '2026-12-01T25:61' }, 'startTime'],
      [{ endTime: '2026-12-32T10:00' }, 'endTime'],
      [{ signupDeadline: '2027-02-29T10:00:00+08:00' }, 'signupDeadline'],
      [{ startTime: iso(day), endTime: iso(day + 3600000), signupDeadline: iso(3600000) }, 'startTime'],
      [{ endTime: iso(9 * day) }, 'endTime'],
      [{ signupDeadline: iso(11 * day) }, 'signupDeadline'],
      [{ cover: 'http://evil.example/x.png' }, 'cover'],
      [{ place: undefined }, 'place'],
    ];
    for (const [patch, field] of cases) {
      const res = await call('POST', '/api/alumactivity/propose', token, { ...valid(), ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().data.field, JSON.stringify(patch)).toBe(field);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('accepts a valid proposal, and only its owner may withdraw it', async () => {
    const owner = await userToken('张明');
    const other = await userToken('李华');
    const res = await call('POST', '/api/alumactivity/propose', owner.token, valid());
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    const mine = (await call('GET', '/api/alumactivity/my', owner.token)).json().data.proposed;
    expect(mine.find((p: { id: number }) => p.id === id)).toMatchObject({ status: 'submitted', activityTypeLabel: '校友返校' });
    const theirs = (await call('GET', '/api/alumactivity/my', other.token)).json().data.proposed;
    expect(theirs.find((p: { id: number }) => p.id === id)).toBeUndefined();
    expect((await call('DELETE', `/api/alumactivity/proposals/${id}`, other.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/alumactivity/proposals/${id}`, owner.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/alumactivity/proposals/${id}`, owner.token)).statusCode).toBe(404);
    const approved = mine.find((p: { status: string }) => p.status === 'approved');
    expect((await call('DELETE', `/api/alumactivity/proposals/${approved.id}`, owner.token)).statusCode).toBe(400);
  });
});
