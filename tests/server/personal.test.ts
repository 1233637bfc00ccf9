import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/session.ts';
import { maskOpenid } from '../../src/shared/personal-forms.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const day = 86400000;

async function tokenOf(name: string): Promise<{ id: number; token: string }> {
  const [row] = await server.db.query<{ id: number }>('select id from app_user where name = $1 order by id limit 1', [name]);
  return { id: row.id, token: await createSession(server.db, row.id, day) };
}

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  server.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });

async function openActivity(): Promise<number> {
  const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
  const [row] = await server.db.query<{ id: number }>(
    `insert into activity (title, summary, cover, content, place, organizer, start_time, end_time, capacity, signup_deadline, published_at)
     values ('<b>联谊会</b>', '摘要', '/media/cover-01.svg', '<p>内容</p>', '图书馆报告厅', '校友会', $1, $2, 50, $3, now()) returning id`,
    [iso(10 * day), iso(10 * day + 3600000), iso(5 * day)],
  );
  return row.id;
}

const unread = async (token: string) => (await call('GET', '/api/alummessage/unreadCount', token)).json().data as number;

describe('privacy policy', () => {
  it('is public HTML from the database; an unknown key is refused naming the field', async () => {
    const res = await call('GET', '/api/sitedocument/privacyPolicy');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.title).toContain('隐私政策');
    expect(data.content).toContain('<h3>');
    const missing = await call('GET', '/api/sitedocument/nothingHere');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 400, data: { field: 'key' } });
    expect((await call('GET', '/api/sitedocument/..%2Fetc')).statusCode).toBe(400);
  });
});

describe('notification preferences', () => {
  it('need a login', async () => {
    expect((await call('GET', '/api/alumuser/notifySettings')).statusCode).toBe(401);
    expect((await call('PUT', '/api/alumuser/notifySettings', undefined, { review: true, activity: true })).statusCode).toBe(401);
  });

  it('start on, save per user, and refuse a wrong type naming the field', async () => {
    const zhang = await tokenOf('张明');
    const li = await tokenOf('李华');
    expect((await call('GET', '/api/alumuser/notifySettings', zhang.token)).json().data).toEqual({ review: true, activity: true });
    const saved = await call('PUT', '/api/alumuser/notifySettings', zhang.token, { review: false, activity: true });
    expect(saved.json()).toMatchObject({ code: 0, data: { review: false, activity: true } });
    expect((await call('GET', '/api/alumuser/notifySettings', li.token)).json().data).toEqual({ review: true, activity: true });
    const bad = await call('PUT', '/api/alumuser/notifySettings', zhang.token, { review: 'maybe', activity: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, data: { field: 'review' } });
    expect((await call('GET', '/api/alumuser/notifySettings', zhang.token)).json().data).toEqual({ review: false, activity: true });
    await call('PUT', '/api/alumuser/notifySettings', zhang.token, { review: true, activity: true });
  });

  it('decide whether a sign-up leaves an activity reminder in the inbox', async () => {
    const zhang = await tokenOf('张明');
    const first = await openActivity();
    const before = await unread(zhang.token);
    expect((await call('POST', `/api/alumactivity/${first}/signup`, zhang.token, {})).json().code).toBe(0);
    expect(await unread(zhang.token)).toBe(before + 1);
    const [reminder] = (await call('GET', '/api/alummessage/list?pageNum=1&pageSize=10', zhang.token)).json().data.list;
    expect(reminder).toMatchObject({ kind: 'activity', read: false, title: '报名成功：<b>联谊会</b>' });
    // The title is text; the body is HTML with the activity's own text escaped.
    expect(reminder.content).toContain('&lt;b&gt;联谊会&lt;/b&gt;');

    await call('PUT', '/api/alumuser/notifySettings', zhang.token, { review: true, activity: false });
    const second = await openActivity();
    expect((await call('POST', `/api/alumactivity/${second}/signup`, zhang.token, {})).json().code).toBe(0);
    expect(await unread(zhang.token)).toBe(before + 1);
    await call('PUT', '/api/alumuser/notifySettings', zhang.token, { review: true, activity: true });
  });
});

describe('WeChat binding', () => {
  it('shows the bound account masked, never the whole openid', async () => {
    const zhang = await tokenOf('张明');
    const res = await call('GET', '/api/alumuser/wxBinding', zhang.token);
    expect(res.json().data).toEqual([{ nickname: '张明', openid: maskOpenid('demo-zhangming') }]);
    expect(res.body).not.toContain('demo-zhangming');
    expect((await call('GET', '/api/alumuser/wxBinding')).statusCode).toBe(401);
  });

  it.each([
    ['demo-zhangming', 'dem********ng'],
    ['o6_bmjrPTlm6_2sgVt7hMZOPfL2M', 'o6_********2M'],
    ['abcdefg', 'abc**fg'],
    ['abcdef', '******'],
    ['', ''],
  ])('masks %s as %s', (openid, masked) => {
    expect(maskOpenid(openid)).toBe(masked);
  });
});
